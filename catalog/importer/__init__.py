"""The catalog importer: builds the catalog from fixtures/ and CATALOG_SOURCE_DIR.

readers/ (one module per source) -> fixtures (curated facts) -> resolver (cards, bases,
rulings, French names, keywords; a validation report) -> writer (one transaction, upserts by
natural keys, stable primary keys). `manage.py import_catalog` drives it.
"""
