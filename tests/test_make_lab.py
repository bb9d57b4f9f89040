"""The README's first command: `make lab` starts JupyterLab on notebooks/ and prints its address; it asks
nothing about the internet (Jupyter news and update checks are off: lab-settings/overrides.json)."""

import json
import os
import re
import signal
import subprocess
import time
import urllib.error
import urllib.request

from browser import ROOT, free_port


def test_make_lab_serves_the_notebooks_and_prints_the_url():
    port = free_port()
    proc = subprocess.Popen(["make", "lab", f"PORT={port}"], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True)
    output, url = [], None
    try:
        deadline = time.time() + 120
        while time.time() < deadline and url is None:
            line = proc.stdout.readline()
            if not line:
                assert proc.poll() is None, "make lab stopped:\n" + "".join(output[-30:])
                continue
            output.append(line)
            found = re.search(rf"(http://127\.0\.0\.1:{port}/lab\?token=\w+)", line)
            url = found.group(1) if found else None
        assert url, "make lab printed no address:\n" + "".join(output[-30:])
        for _ in range(60):   # the address is printed as the server comes up
            try:
                with urllib.request.urlopen(url, timeout=30) as page:
                    assert page.status == 200
                break
            except urllib.error.URLError:
                time.sleep(0.5)
        else:
            raise AssertionError(f"{url} never answered")
        api = url.replace("/lab?", "/api/contents?")
        with urllib.request.urlopen(api, timeout=30) as listing:
            assert b"00_start_here.ipynb" in listing.read()
        # the overrides become the settings' defaults: "Never" where JupyterLab would ask
        settings = url.replace("/lab?", "/lab/api/settings/@jupyterlab/apputils-extension:notification?")
        with urllib.request.urlopen(settings, timeout=30) as answer:
            schema = json.loads(answer.read())["schema"]["properties"]
        assert schema["fetchNews"]["default"] == "false" and schema["checkForUpdates"]["default"] is False
        with urllib.request.urlopen(url.replace("/lab?", "/lab/api/news?"), timeout=30) as answer:
            assert json.loads(answer.read())["news"] == []
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
