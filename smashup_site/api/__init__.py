"""What every API of the site shares (catalog, rules, setup, simulator): the JSON error shape
and its DRF exception handler (`errors`), page-number pagination with strict parameters and a
`warnings` member (`pagination`), and the schema's common responses (`schema`).

Apps import this package; it imports no app.
"""
