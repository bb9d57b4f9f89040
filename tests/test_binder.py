"""Binder: a fresh environment built from the binder/ files alone runs every notebook.

mybinder.org (repo2docker) ignores pyproject.toml when binder/ exists, so binder/requirements.txt
must install everything the notebooks need. This test builds a new virtual environment with only
``pip install -r binder/requirements.txt`` (from the repository root, as repo2docker does) and
executes each notebook in it. It takes a minute or two (marked slow; ``make test`` runs it).
"""

import json
import pathlib
import shutil
import subprocess
import sys
import venv

import pytest

ROOT = pathlib.Path(__file__).parent.parent
BINDER = ROOT / "binder"

pytestmark = pytest.mark.slow


def test_binder_files_are_what_binder_expects():
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.12"
    lines = [line.strip() for line in (BINDER / "requirements.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert lines == [".[jupyter]"]
    assert not (BINDER / "postBuild").exists() or (BINDER / "postBuild").stat().st_mode & 0o111


@pytest.fixture(scope="module")
def binder_env(tmp_path_factory):
    """A venv built as repo2docker would: ``pip install -r binder/requirements.txt`` from a checkout.

    The checkout is a copy of the files git tracks, so building the package leaves nothing behind in
    the repository (setuptools writes a build/ folder next to pyproject.toml).
    """
    checkout = tmp_path_factory.mktemp("binder-checkout")
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    for name in tracked.splitlines():
        if (ROOT / name).is_file():
            (checkout / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, checkout / name)
    env = tmp_path_factory.mktemp("binder-env") / "venv"
    venv.create(env, with_pip=True)
    py = env / "bin" / "python"
    subprocess.run([str(py), "-m", "pip", "install", "-q", "-r", "binder/requirements.txt"],
                   cwd=checkout, check=True, env={"PATH": f"{env / 'bin'}:/usr/bin:/bin", "HOME": str(checkout),
                                                  "PIP_DISABLE_PIP_VERSION_CHECK": "1", **_pip_env()})
    return env


def _pip_env():
    import os

    keep = ("PIP_FIND_LINKS", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_CERT", "SSL_CERT_FILE",
            "REQUESTS_CA_BUNDLE", "PIP_DEFAULT_TIMEOUT", "XDG_CACHE_HOME")
    env = {k: os.environ[k] for k in keep if k in os.environ}
    env.setdefault("XDG_CACHE_HOME", str(pathlib.Path.home() / ".cache"))   # reuse the pip cache
    return env


NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_runs_in_the_binder_environment(binder_env, path, tmp_path):
    bin_dir = binder_env / "bin"
    out = tmp_path / path.name
    done = subprocess.run(
        [str(bin_dir / "jupyter"), "nbconvert", "--to", "notebook", "--execute", str(path), "--output", str(out),
         "--ExecutePreprocessor.timeout=300", "--ExecutePreprocessor.kernel_name=python3"],
        cwd=path.parent, capture_output=True, text=True, env={"PATH": f"{bin_dir}:/usr/bin:/bin",
                                                             "HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr[-3000:]
    nb = json.loads(out.read_text())
    errors = [o for c in nb["cells"] if c["cell_type"] == "code" for o in c.get("outputs", [])
              if o.get("output_type") == "error"]
    assert not errors, errors
    # the package came from binder/requirements.txt, not from this test run's environment
    check = subprocess.run([str(bin_dir / "python"), "-c", "import mining_games, sys; print(mining_games.__file__)"],
                           capture_output=True, text=True, cwd=tmp_path)
    assert str(binder_env) in check.stdout and sys.prefix not in check.stdout
