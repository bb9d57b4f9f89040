"""HTTPS for a shared school network: the classroom serves its pages and the API over TLS with the
teacher's certificate, and says clearly what is wrong with missing files."""

import shutil
import ssl
import subprocess

import httpx
import pytest
from classroom_helpers import open_classroom

from mining_games.classroom import Classroom


@pytest.fixture(scope="module")
def certificate(tmp_path_factory):
    """A self-signed certificate for 127.0.0.1, made with the openssl command (Debian's openssl package)."""
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.skip("the HTTPS test makes its certificate with the openssl command: sudo apt-get install openssl")
    folder = tmp_path_factory.mktemp("tls")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run([openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    return cert, key


def test_the_classroom_serves_https_with_the_teachers_certificate(tmp_path, certificate):
    cert, key = certificate
    c = open_classroom(tmp_path, "titans", tables=1, seats=4, certfile=cert, keyfile=key)
    try:
        assert c.url.startswith("https://127.0.0.1:") and all(u.startswith("https://") for u in c.student_urls)
        trust = ssl.create_default_context(cafile=str(cert))
        with httpx.Client(base_url=c.url, verify=trust, timeout=10) as client:
            assert "join" in client.get("/").text.lower()
            r = client.post("/api/join", json={"code": c.join_code, "name": "Ana"})
            assert r.status_code == 200 and r.json()["name"] == "Ana"
        with pytest.raises(httpx.TransportError):                   # plain HTTP gets no page
            with httpx.Client(base_url=c.url.replace("https", "http"), timeout=5) as client:
                client.get("/")
    finally:
        c.stop()


def test_missing_certificate_files_are_named(tmp_path):
    with pytest.raises(ValueError, match="certificate file .*nope.pem does not exist"):
        Classroom("titans", db=tmp_path / "a.sqlite", port=0, certfile=tmp_path / "nope.pem", start=False)
    with pytest.raises(ValueError, match="needs its certificate"):
        Classroom("titans", db=tmp_path / "b.sqlite", port=0, keyfile=tmp_path / "key.pem", start=False)
