"""Helpers for browser tests: find Chromium, start Voila or JupyterLab on loopback, wait for them."""

import contextlib
import os
import pathlib
import shutil
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).parent.parent
NOTEBOOKS = ROOT / "notebooks"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync"]
BIN = pathlib.Path(sys.executable).parent


def chromium_path():
    """Debian's chromium, or a skip (a failure when MINING_GAMES_REQUIRE_BROWSER=1, as in CI)."""
    path = os.environ.get("MINING_GAMES_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if path:
        return path
    message = ("Browser tests need Chromium: install it with `sudo apt-get install chromium` "
               "(or set MINING_GAMES_CHROMIUM to its path).")
    if os.environ.get("MINING_GAMES_REQUIRE_BROWSER") == "1":
        pytest.fail(message + " MINING_GAMES_REQUIRE_BROWSER=1 is set, so the browser tests must run.")
    pytest.skip(message)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_http(url, proc, timeout=90):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited early with code {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except Exception:
            time.sleep(0.5)
    raise TimeoutError(f"{url} did not answer within {timeout} s")


def start_server(args, url, log_name):
    ARTIFACTS.mkdir(exist_ok=True)
    log = open(ARTIFACTS / log_name, "w")
    proc = subprocess.Popen(args, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_for_http(url, proc)
    except Exception:
        proc.terminate()
        log.close()
        raise
    return proc, log


def stop_server(proc, log):
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()


@contextlib.contextmanager
def voila_on_copy(notebook, folder, log_name):
    """Voila (with the project's offline template) serving a copy of ``notebook`` in ``folder``, so
    whatever the page saves (a debrief) lands beside the copy, not in the repository. Yields
    (base address, folder)."""
    shutil.copy(notebook, folder / notebook.name)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc, log = start_server([str(BIN / "voila"), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
                              "--ServerApp.port_retries=0", "--template=mining-games", str(folder / notebook.name)],
                             base + "/", log_name)
    try:
        yield base, folder
    finally:
        stop_server(proc, log)
