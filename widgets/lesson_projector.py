"""One switch for a whole lesson on a projector: every text, question, vote box and button at 16 px or more,
and the class's table (``ClassSeat``) in the table's own projector mode.

    ProjectorSwitch()          # in a lesson's first code cell: a button fixed at the top right of the page

In Voila the button is a narrow tab at the top of the window's right edge, its words running downwards, beside a
margin the page keeps free of text: it never covers any text of the lesson.

The switch is a toggle button and a style sheet: on, the page gets a few CSS rules (a ``<style>`` inside a
widget applies to the whole page), so the markdown between the widgets grows too, not only the widgets.
No JavaScript of its own: it starts with the page however long the lesson takes to run (anywidgets created
while Voila still runs a long notebook may miss their 2 s start, see ``ClassSeat.table``). Lesson charts are
always drawn with labels of 16 px or more (``readable`` in ``lesson_common``), so they need no switch.

Lesson segments that have a game table follow the switch: ``follow(callback)`` registers a function of one
argument (on or off), called at once with the current state and again at every change.
"""

import weakref

import ipywidgets as W

MIN_PX = 16

# The toggle stays at the top right of the page in Voila (a lesson is long); in JupyterLab it stays in its cell.
# JupyterLab is told apart by its notebook panel: Voila's lab template has a .jp-LabShell too, but no panel.
# Voila's page scrolls inside a Lumino panel with "contain: strict", which would make that panel (and not the
# screen) the frame of a fixed element, so the toggle scrolled away with the text: the containment is lifted there.
# So that the toggle covers nothing (a table's header under it, a paragraph scrolled up to it), in Voila it is a
# narrow tab, its words running down the right edge of the window, and the page keeps a margin of GUTTER_PX on its
# right where no text goes. A band at the top for a horizontal button would take the height a class's table needs
# for its board (a table in projector mode fills the window's height); the margin takes a little of its width.
GUTTER_PX = 40
VOILA = "body.jp-Notebook > .jp-LabShell"
TOGGLE_STYLE = f"""<style>
.mg-lesson-projector-toggle{{position:fixed!important;top:8px;right:14px;z-index:1000;
 box-shadow:0 1px 4px rgba(0,0,0,.3)}}
.jp-NotebookPanel .mg-lesson-projector-toggle{{position:static!important;box-shadow:none}}
{VOILA} .mg-lesson-projector-toggle{{top:6px;right:5px;writing-mode:vertical-rl;height:auto!important;
 width:auto!important;min-height:0!important;padding:10px 4px!important;line-height:1.3!important}}
{VOILA} .mg-lesson-projector-toggle i{{margin:0 0 6px 0!important}}
{VOILA} .lm-BoxPanel:has(.mg-lesson-projector-toggle),
{VOILA} .lm-BoxPanel-child:has(.mg-lesson-projector-toggle){{contain:none!important}}
{VOILA} .lm-BoxPanel-child:has(.mg-lesson-projector-toggle){{padding-right:{GUTTER_PX}px!important;
 box-sizing:border-box!important}}
</style>"""

# On: JupyterLab's and Voila's font-size variables for the markdown and the widgets, and every text element of
# a cell at 16 px or more (an inline "font-size:12px" included; larger sizes and headings keep theirs).
# SVG boards and charts are not touched here: the table fits its board (fit.js), charts are drawn readable.
PROJECTOR_STYLE = f"""<style>
body{{--jp-content-font-size1:18px;--jp-content-font-size0:{MIN_PX}px;--jp-ui-font-size0:{MIN_PX}px;
 --jp-ui-font-size1:{MIN_PX}px;--jp-ui-font-size2:18px;--jp-widgets-font-size:{MIN_PX}px;--jp-code-font-size:{MIN_PX}px;
 --jp-content-line-height:1.5}}
.jp-Cell :is(p,li,td,th,span,div,b,i,em,strong,label,button,input,select,option,code,a,sup,sub,small,summary,
 textarea,pre,caption){{font-size:max({MIN_PX}px,1em)!important}}
.jp-Cell .widget-inline-hbox .widget-label{{min-width:fit-content}}
.jp-Cell .widget-text input,.jp-Cell .widget-inline-hbox input{{height:auto;min-height:32px}}
.jp-Cell .jupyter-button,.jp-Cell .widget-toggle-button{{height:auto;min-height:34px;line-height:1.3;
 padding-top:4px;padding-bottom:4px}}
.jp-Cell .mg-lesson-table td,.jp-Cell .mg-lesson-table th{{padding:4px 10px}}
</style>"""

_followers = []          # weak references to the callbacks of the lesson's segments
_state = {"on": False}   # one lesson per kernel: the switch's state, for segments made after it


def follow(callback):
    """Call ``callback(on)`` now and whenever the lesson's projector switch changes. A bound method is held
    weakly (a segment that is gone is forgotten)."""
    ref = weakref.WeakMethod(callback) if hasattr(callback, "__self__") else (lambda cb=callback: cb)
    _followers.append(ref)
    callback(_state["on"])


def _tell(on):
    _state["on"] = on
    alive = []
    for ref in _followers:
        callback = ref()
        if callback is not None:
            callback(on)
            alive.append(ref)
    _followers[:] = alive


class ProjectorSwitch(W.VBox):
    """The lesson's projector switch: a toggle button, fixed at the top right of a Voila page."""

    def __init__(self, on=False):
        self.button = W.ToggleButton(value=bool(on), description="Projector mode", icon="desktop",
                                     tooltip="Everything at 16 px or more, for the back row",
                                     layout=W.Layout(width="auto"))
        self.button.add_class("mg-lesson-projector-toggle")
        self.style_sheet = W.HTML()
        self.style_sheet.add_class("mg-lesson-projector-style")
        self.button.observe(lambda _: self._changed(), "value")
        super().__init__([W.HTML(TOGGLE_STYLE), self.button, self.style_sheet])
        self.add_class("mg-lesson-projector")
        self._changed()

    @property
    def on(self):
        return self.button.value

    @on.setter
    def on(self, value):
        self.button.value = bool(value)

    def _changed(self):
        on = self.button.value
        self.style_sheet.value = PROJECTOR_STYLE if on else ""
        self.button.description = "Projector mode: on" if on else "Projector mode"
        self.button.button_style = "info" if on else ""
        _tell(on)
