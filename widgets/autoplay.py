"""Autoplay at the table: the bots play at the chosen speed until Stop, the end of the game, or a
human seat's decision, and the status line beside the button says why it stopped (a pause is news,
not an error). A whole autoplay run is one click for Undo."""

import asyncio

from mining_games.core.words import count

from .errors import guarded


class Autoplay:
    """The autoplay part of ``GameTable`` (it uses the table's game, buttons, speed and status line)."""

    def _toggle_autoplay(self, change):
        if change["new"] and not self._autoplaying:
            self.start_autoplay()

    def start_autoplay(self):
        """Play bot decisions at the chosen speed until Stop, a human seat's turn, or the end."""
        if self._autoplay_task and not self._autoplay_task.done():
            return
        loop = asyncio.get_event_loop()
        self._autoplay_task = loop.create_task(self.autoplay())

    @guarded
    def _autoplay_step(self):
        self.errors.clear()
        self.game.apply(self._next_choice())
        return True

    def _autoplay_blocked(self):
        """Why autoplay cannot go on (a human seat decides, the game is over), or None."""
        if self.game.over:
            return "Autoplay stopped: the game is over."
        p = self.human_deciding()
        if p is not None:
            name = self.game.players[p]
            return f"Autoplay paused: {name} decides. Choose for {name} above, then press Autoplay again."
        return None

    async def autoplay(self, max_steps=None):
        """The autoplay loop; yields to the event loop between steps so Stop is heard. Returns the
        number of decisions played; the status line says why it stopped."""
        self._autoplaying = True
        self.auto_button.value = True
        before, steps, why = len(self.game.decisions), 0, None
        self.status.show("Autoplay is running: press Stop to halt.")
        try:
            while self.auto_button.value:
                why = self._autoplay_blocked()
                if why or not self._autoplay_step():
                    break
                steps += 1
                if max_steps is not None and steps >= max_steps:
                    break
                await asyncio.sleep(1 / self.speed.value)
        finally:
            self._autoplaying = False
            self.auto_button.value = False
            self._clicked("autoplay", before)
            self.status.show(why or f"Autoplay stopped after {count(steps, 'decision')}.")
        return steps

    def stop(self):
        """Stop autoplay."""
        if self.auto_button.value:
            self.auto_button.value = False
