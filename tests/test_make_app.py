"""`make app`: Voila serves the notebooks/ folder as apps with the offline template, so the start page
renders without a reference to a CDN and its links to the other notebooks are served (not 403)."""

import os
import re
import signal
import subprocess
import time
import urllib.error
import urllib.request

from browser import ROOT, free_port


def fetch(url, timeout=240):
    with urllib.request.urlopen(url, timeout=timeout) as page:
        return page.status, page.read().decode()


def test_make_app_serves_the_notebooks_folder_offline():
    port = free_port()
    proc = subprocess.Popen(["make", "app", f"APP_PORT={port}"], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 120
        while True:
            try:
                status, _ = fetch(base + "/", timeout=5)
                break
            except (urllib.error.URLError, ConnectionError):
                assert proc.poll() is None, "make app stopped:\n" + proc.stdout.read()[-3000:]
                assert time.time() < deadline, "make app did not answer within 120 s"
                time.sleep(0.5)
        assert status == 200
        status, html = fetch(f"{base}/voila/render/00_start_here.ipynb")
        assert status == 200 and "Mining games: economics at the table" in html
        head = html.split("<body")[0]
        assert not re.search(r"""\s(href|src)=["']https?://""", head), "the page head loads something from outside"
        assert 'href="titans.ipynb"' in html or "titans.ipynb" in html
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
