# smashup_site: `make run` serves the site, `make test` runs every check CI runs.
SHELL := /bin/bash
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: install run serve data test lint test-sqlite test-postgres browser-deps bench bench-prod prod messages clean

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(PY) -m pip install --quiet --disable-pip-version-check -e ".[dev]"
	@touch $(STAMP)

install: $(STAMP)

# Migrate and (re)load the catalog and the rules reference; both imports are idempotent.
data: install
	$(PY) manage.py migrate --noinput
	$(PY) manage.py import_catalog
	$(PY) manage.py import_rules

run: data serve

serve: install
	DJANGO_DEBUG=$${DJANGO_DEBUG:-1} $(PY) manage.py runserver --noreload $(HOST):$(PORT)

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

browser-deps:
	@bash scripts/ensure_chromium.sh
	@bash scripts/ensure_axe.sh

test: install lint browser-deps
	$(PY) manage.py makemigrations --check --dry-run
	$(MAKE) test-sqlite
	$(MAKE) test-postgres

test-sqlite: install
	$(PY) -m pytest $(PYTEST_ARGS)

test-postgres: install
	bash scripts/with_postgres.sh $(PY) -m pytest $(PYTEST_ARGS)

# The production stack on loopback (nginx, 2 gunicorn, PostgreSQL, Redis): README "Production".
prod: install
	bash scripts/prod.sh

# 60 s of honest load twice, alone then beside two abusers, then the same load while Redis,
# PostgreSQL, a gunicorn worker and nginx fail in turn (README "Production"); ~6 minutes.
bench-prod: install
	$(PY) bench/prod_load.py
	$(PY) bench/prod_faults.py

bench: install data
	bash bench/run_all.sh

# Each app keeps its French catalog in <app>/locale; the compiled .mo files are committed.
APPS := smashup_site catalog rules simulator tablesetup
messages: install
	for app in $(APPS); do (cd $$app && ../$(PY) ../manage.py makemessages -l fr); done
	for app in $(APPS); do (cd $$app && ../$(PY) ../manage.py compilemessages); done

clean:
	rm -rf $(VENV) staticfiles .pytest_cache db.sqlite3
