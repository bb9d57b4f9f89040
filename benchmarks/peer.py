"""The peer engine: catanatron from PyPI in its own throwaway venv, measured in a subprocess."""

import json
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
VENV = HERE / ".peer-venv"           # git-ignored; delete it to rebuild
PACKAGE, VERSION = "catanatron", "3.2.1"


def peer_python():
    return VENV / "bin" / "python"


def installed_version():
    python = peer_python()
    if not python.exists():
        return None
    done = subprocess.run([str(python), "-c", f"from importlib.metadata import version; print(version('{PACKAGE}'))"],
                          capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else None


def ensure_venv(log):
    """Create benchmarks/.peer-venv with catanatron==3.2.1 unless it is already there."""
    if installed_version() == VERSION:
        return
    log(f"creating {VENV.relative_to(HERE.parent)} with {PACKAGE}=={VERSION} ...")
    subprocess.run([sys.executable, "-m", "venv", "--clear", str(VENV)], check=True)
    subprocess.run([str(peer_python()), "-m", "pip", "install", "-q", f"{PACKAGE}=={VERSION}"], check=True)
    if installed_version() != VERSION:
        raise RuntimeError(f"{PACKAGE}=={VERSION} did not install into {VENV}")


class Peer:
    """Runs of random four-player catanatron games, one subprocess per run."""

    def __init__(self, log):
        ensure_venv(log)
        self.games = None

    def _call(self, *args):
        done = subprocess.run([str(peer_python()), str(HERE / "peer_catanatron.py"), *map(str, args)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"the catanatron benchmark failed:\n{done.stderr}")
        return done.stdout

    def calibrate(self, seconds):
        self.games = int(self._call("calibrate", seconds))

    def run(self, r):
        """Run number ``r`` on fresh seeds: {"catanatron", "players", "games", "decisions", "seconds", ...}."""
        return json.loads(self._call("run", self.games, 1 + r * self.games))

    def clone(self, seconds):
        """One run of ``Game.copy()`` mid-game, about ``seconds`` of CPU time: {"copies", "seconds", ...}."""
        return json.loads(self._call("copy", seconds))


def start(log):
    """A ready ``Peer``, or None (with a note) if catanatron cannot be installed here."""
    try:
        return Peer(log)
    except (subprocess.CalledProcessError, RuntimeError, OSError) as e:
        log(f"skipped the catanatron peer: could not install it ({e})")
        return None
