"""How fast seats may be taken: a class joins over a minute or two, a script in milliseconds.

``JoinLimit(per_device=3, window=60, per_second=5)``: at most ``per_device`` seats taken from one client
address within ``window`` seconds (a student who lost a token can join again twice), and at most
``per_second`` seats taken by the whole class in any second. Only joins that took a seat count: a mistyped
code or a refused name costs nothing. A refusal says how many seconds to wait.
"""

import math
import time
from collections import defaultdict, deque

from .tables import Refusal


class JoinLimit:
    def __init__(self, per_device=3, window=60.0, per_second=5, clock=time.monotonic):
        if per_device < 1 or per_second < 1 or window <= 0:
            raise ValueError("a join limit needs at least 1 join per device, 1 per second and a window above 0 s")
        self.per_device, self.window, self.per_second, self.clock = per_device, window, per_second, clock
        self.by_device = defaultdict(deque)       # address -> times of its joins within the window
        self.recent = deque()                     # times of the class's joins within the last second

    def check(self, address):
        """A ``Refusal`` (429) if a join from ``address`` now would go over a limit; nothing changes."""
        now = self.clock()
        self._forget(now)
        mine = self.by_device[address or "unknown"]
        if len(mine) >= self.per_device:
            wait = math.ceil(mine[0] + self.window - now)
            raise Refusal(429, f"This device has already joined {self.per_device} times in the last "
                               f"{self.window:.0f} seconds: wait {wait} s and try again, or ask your teacher.")
        if len(self.recent) >= self.per_second:
            raise Refusal(429, "Many students are joining at this moment: wait a second and try again.")

    def taken(self, address):
        """A join from ``address`` took a seat: count it."""
        now = self.clock()
        self.by_device[address or "unknown"].append(now)
        self.recent.append(now)

    def _forget(self, now):
        while self.recent and self.recent[0] <= now - 1.0:
            self.recent.popleft()
        for address in list(self.by_device):
            times = self.by_device[address]
            while times and times[0] <= now - self.window:
                times.popleft()
            if not times:
                del self.by_device[address]
