"""`make app` as a classroom uses it: Voila serves the notebooks/ folder as apps with the offline template, so
the start page renders without a reference to a CDN and its links to the other notebooks are served (not
403); the kernel of a page nobody has open is shut down once idle (`APP_CULL` seconds), so a morning of tabs
does not fill the memory."""

import os
import re
import signal
import subprocess
import threading
import time
import urllib.error
import urllib.request

from browser import ROOT, free_port


def fetch(url, timeout=240):
    with urllib.request.urlopen(url, timeout=timeout) as page:
        return page.status, page.read().decode()


def start_make(target, *args):
    """``make <target> args`` in its own process group, its output read line by line into a list."""
    proc = subprocess.Popen(["make", target, *args], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, start_new_session=True)
    lines = []

    def read():
        for line in proc.stdout:
            lines.append(line)
    threading.Thread(target=read, daemon=True).start()
    return proc, lines


def wait_until(check, proc, lines, what, timeout=120):
    deadline = time.time() + timeout
    while True:
        try:
            found = check()
            if found:
                return found
        except (urllib.error.URLError, ConnectionError):
            pass
        assert proc.poll() is None, f"make stopped:\n{''.join(lines)[-3000:]}"
        assert time.time() < deadline, f"{what} not within {timeout} s:\n{''.join(lines)[-3000:]}"
        time.sleep(0.5)


def stop(proc):
    os.killpg(proc.pid, signal.SIGTERM)
    proc.wait(timeout=30)


def test_make_app_serves_the_notebooks_folder_offline_and_culls_idle_kernels():
    port = free_port()
    proc, lines = start_make("app", f"APP_PORT={port}", "APP_CULL=4", "APP_CULL_EVERY=1")
    base = f"http://127.0.0.1:{port}"
    try:
        status = wait_until(lambda: fetch(base + "/", timeout=5)[0], proc, lines, "make app answering")
        assert status == 200
        status, html = fetch(f"{base}/voila/render/00_start_here.ipynb")
        assert status == 200 and "Mining games: economics at the table" in html
        head = html.split("<body")[0]
        assert not re.search(r"""\s(href|src)=["']https?://""", head), "the page head loads something from outside"
        assert 'href="titans.ipynb"' in html or "titans.ipynb" in html
        # the page was rendered and never opened by a browser: its kernel is idle with no connection
        wait_until(lambda: any("Culling" in line and "inactivity" in line for line in lines), proc, lines,
                   "the idle kernel culled", timeout=60)
    finally:
        stop(proc)
