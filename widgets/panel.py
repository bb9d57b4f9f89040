"""The decision panel: the deciding player's legal actions as labelled buttons (or a dropdown).

In projector mode (``style.py``) the player's name and the buttons are items of the table's one wrapping row of
commands (the panel is drawn with ``display: contents``), after Step and Back, before Autoplay; the question (the
table's header says it) and the suggestion (the Step button's tooltip gives it) are left out."""

from html import escape

import ipywidgets as W

from mining_games.palette import player_color

MAX_BUTTONS = 10   # beyond this many choices, a dropdown plus a button


class DecisionPanel(W.VBox):
    """Shows one player's menu; calls ``on_choose(action)`` when a choice is made.

    Buttons come from a fixed pool that is relabelled each step, so a step creates no widgets.
    """

    def __init__(self, on_choose):
        self.on_choose = on_choose
        self.title = W.HTML()
        self.title.add_class("mg-decision-title")
        self.buttons = []
        for _ in range(MAX_BUTTONS):
            b = W.Button(layout=W.Layout(width="auto", display="none"))
            b.add_class("mg-choice")
            b.on_click(self._clicked)
            self.buttons.append(b)
        self.dropdown = W.Dropdown(layout=W.Layout(width="100%", display="none"))
        self.play_choice = W.Button(description="Play this choice", button_style="primary",
                                    layout=W.Layout(width="auto", display="none"))
        self.play_choice.add_class("mg-play-choice")
        self.play_choice.on_click(lambda _: self._choose(self.dropdown.value))
        self.suggestion = W.HTML()
        self.suggestion.add_class("mg-suggestion")
        self.actions = []
        box = W.Box(self.buttons, layout=W.Layout(display="flex", flex_flow="row wrap", gap="4px"))
        box.add_class("mg-choices")
        super().__init__([self.title, box, self.dropdown, self.play_choice, self.suggestion],
                         layout=W.Layout(width="100%"))
        self.add_class("mg-decisions")

    def show(self, game, p, actions, suggestion=None):
        """The menu of player ``p``; ``suggestion`` (an action) is the bot's advice for a human seat."""
        self.actions = list(actions)
        self.title.value = (f"<div style='font-size:13px'><span style='color:{player_color(p)}'>■</span> "
                            f"<b>{escape(game.players[p])}</b><span class='mg-choose-prompt'>, choose: "
                            f"{escape(game.prompt(p))}</span></div>")
        many = len(actions) > MAX_BUTTONS
        for i, b in enumerate(self.buttons):
            if not many and i < len(actions):
                b.description = actions[i].label
                b.tooltip = actions[i].label
                b.layout.display = "inline-flex"
            else:
                b.layout.display = "none"
        if many:
            self.dropdown.options = [(a.label, a) for a in actions]
            self.dropdown.value = actions[0]
        self.dropdown.layout.display = "block" if many else "none"
        self.play_choice.layout.display = "inline-flex" if many else "none"
        self.suggestion.value = (f"<span style='font-size:12px;color:#555'>Suggestion (used by Step): "
                                 f"{escape(suggestion.label)}</span>" if suggestion is not None else "")

    def show_message(self, html):
        """No human decision now: say who decides (a bot) or that the game is over."""
        self.actions = []
        self.title.value = html
        for b in self.buttons:
            b.layout.display = "none"
        self.dropdown.layout.display = "none"
        self.play_choice.layout.display = "none"
        self.suggestion.value = ""

    def _clicked(self, button):
        i = self.buttons.index(button)
        if i < len(self.actions):
            self._choose(self.actions[i])

    def _choose(self, action):
        if action is not None:
            self.on_choose(action)
