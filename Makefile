# The commands of the README: `make lab`, `make app` and `make test` (plus `make bench`, `make lint`).
# Each creates or refreshes .venv from the project's own files; nothing is installed by hand.

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
PIP := $(BIN)/python -m pip
CONSTRAINTS := constraints.txt
PORT ?= 8888
APP_PORT ?= 8866
# The Voila template of the apps (no request outside the server). `pip install .` puts it in
# share/jupyter/voila/templates; an editable install does not, so it is linked from the checkout.
TEMPLATE := $(VENV)/share/jupyter/voila/templates/mining-games
# JupyterLab refuses to run as root unless told to (containers, CI machines)
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root,)
# A classroom install asks nothing about the internet: no Jupyter news, no update checks (lab-settings/overrides.json
# is JupyterLab's system-wide default for its settings, copied into .venv by the install)
LAB_SETTINGS := $(VENV)/share/jupyter/lab/settings
LAB_QUIET := --LabApp.news_url= --LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate
# Voila keeps a kernel for every page opened; a kernel whose page was closed is shut down after APP_CULL seconds
# idle (an open page keeps its kernel however long the class discusses)
APP_CULL ?= 900
APP_CULL_EVERY ?= 60

.PHONY: lab app test bench lint clean venv classroom

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --upgrade pip setuptools wheel

# One stamp per extra set: reinstall when pyproject.toml or the constraints change.
$(VENV)/.jupyter-installed: $(BIN)/python pyproject.toml $(CONSTRAINTS)
	$(PIP) install -c $(CONSTRAINTS) -e '.[jupyter]'
	mkdir -p $(dir $(TEMPLATE)) && ln -sfn $(CURDIR)/widgets/voila-template/mining-games $(TEMPLATE)
	touch $@

$(VENV)/.test-installed: $(BIN)/python pyproject.toml $(CONSTRAINTS)
	$(PIP) install -c $(CONSTRAINTS) -e '.[test,jupyter,dev]'
	mkdir -p $(dir $(TEMPLATE)) && ln -sfn $(CURDIR)/widgets/voila-template/mining-games $(TEMPLATE)
	touch $@ $(VENV)/.jupyter-installed $(VENV)/.classroom-installed

$(LAB_SETTINGS)/overrides.json: lab-settings/overrides.json | $(BIN)/python
	mkdir -p $(LAB_SETTINGS) && cp $< $@

venv: $(VENV)/.test-installed $(LAB_SETTINGS)/overrides.json

lab: $(VENV)/.jupyter-installed $(LAB_SETTINGS)/overrides.json
	@echo "Starting JupyterLab on notebooks/ - open the http://127.0.0.1:$(PORT)/lab?token=... URL printed below."
	$(BIN)/jupyter lab --no-browser --ip=127.0.0.1 --port=$(PORT) --notebook-dir=notebooks $(ALLOW_ROOT) $(LAB_QUIET)

app: $(VENV)/.jupyter-installed
	@echo "Starting Voila on notebooks/ - open http://127.0.0.1:$(APP_PORT)/ and choose 00_start_here.ipynb."
	$(BIN)/voila --no-browser --Voila.ip=127.0.0.1 --port=$(APP_PORT) \
		--MappingKernelManager.cull_idle_timeout=$(APP_CULL) --MappingKernelManager.cull_interval=$(APP_CULL_EVERY) \
		--template=mining-games notebooks

test: $(VENV)/.test-installed $(LAB_SETTINGS)/overrides.json
	$(BIN)/ruff check .
	$(BIN)/python -m pytest

# The classroom server on the local network: make classroom GAME=titans TABLES=6 SEATS=4 BOTS=steward
GAME ?= titans
TABLES ?= 1
HOST ?= 0.0.0.0
CLASSROOM_PORT ?= 8000
CLASSROOM_ARGS ?=
$(VENV)/.classroom-installed: $(BIN)/python pyproject.toml $(CONSTRAINTS)
	$(PIP) install -c $(CONSTRAINTS) -e '.[classroom]'
	touch $@

classroom: $(VENV)/.classroom-installed
	$(BIN)/mining-games classroom $(GAME) --tables $(TABLES) --host $(HOST) --port $(CLASSROOM_PORT) \
		$(if $(SEATS),--seats $(SEATS)) $(if $(BOTS),--bots $(BOTS)) $(CLASSROOM_ARGS)

bench: $(VENV)/.test-installed
	$(BIN)/python benchmarks/run.py
	$(BIN)/python benchmarks/classroom.py
	$(BIN)/python benchmarks/ladder.py

lint: $(VENV)/.test-installed
	$(BIN)/ruff check .

clean:
	rm -rf $(VENV) build *.egg-info test-artifacts
