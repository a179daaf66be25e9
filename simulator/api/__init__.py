"""The simulator's REST API: score a position, save and load scenarios, catalog look-ups."""
