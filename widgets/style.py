"""The table's style sheet, in particular projector mode.

Projector mode (the class ``mg-projector`` on the table) is for a class reading a 1280x720 projector:
the header, the current decision, the controls with the toggle, the standings in one line and the board fit on
one screen without scrolling (turning it on brings that screen to the top of the window: ``fit.js``). Under
the header, which already says who decides and the question, the decision's buttons (after the player's name),
the controls and the standings run in one wrapping row; the board is scaled to the space left (the screen's
height is measured by ``fit.js``: the window in Voila, the notebook's scrolling area in JupyterLab). A lesson's
vote panel (``ClassSeat``) stands in for the decision: its options in one wrapping row, only the buttons that
can be pressed now, and while the class decides the panel has a line of its own, with the controls and the
standings in one line under it (class ``mg-seat-deciding``), and the header leaves out who decides and the
question, which the panel asks. The text of the board, the rule log, the
standings and the controls is at least 16 px. Board SVGs keep their proportions; ``fit.js`` enlarges any SVG
text drawn smaller than 16 px.
"""

CSS = """<style>
.mg-table .mg-controls .jupyter-button, .mg-table .mg-controls .widget-toggle-button {min-width:0}
.mg-table .mg-status {min-height:0}
.mg-table .mg-chart-chooser {flex-wrap:wrap; row-gap:4px; margin-bottom:4px}
.mg-table .mg-chart-chooser .widget-toggle-button {width:auto; min-width:0; padding:0 12px}
.mg-projector {font-size:16px}
.mg-projector .mg-header div {font-size:19px !important}
.mg-projector .mg-header, .mg-projector .mg-error {flex:0 0 auto}
.mg-projector .mg-screen {height:calc(var(--mg-screen-height, 100vh) - 12px); flex-wrap:nowrap; overflow:hidden}
.mg-projector .mg-board-box {flex:1 1 0; min-height:0; overflow:auto; container-type:size}
.mg-projector .mg-board *:not(svg):not(svg *) {font-size:16px !important; line-height:1.3 !important}
.mg-projector .mg-board, .mg-projector .mg-board .widget-html-content {width:100%; min-width:0}
.mg-projector .mg-board {margin:0 !important}
.mg-projector .mg-board .mg-board-inner {max-width:none !important; width:100%; box-sizing:border-box}
.mg-projector .mg-board .mg-board-inner:has(> svg:first-child) {display:flex !important; flex-wrap:nowrap !important;
  align-items:flex-start; gap:8px 16px}
.mg-projector .mg-board .mg-board-inner > svg:first-child {height:calc(100cqh - 8px) !important; width:auto !important;
  max-width:100% !important; flex:0 1 auto; min-width:0}
.mg-projector .mg-board .mg-board-inner:has(> svg:first-child) > :not(svg) {flex:1 0 260px; min-width:260px;
  max-width:none !important; max-height:calc(100cqh - 8px); overflow-y:auto}
.mg-projector .mg-board svg {max-width:100% !important}
.mg-projector .mg-log *, .mg-projector .mg-standings *, .mg-projector .mg-standings-line *,
.mg-projector .mg-decisions *,
.mg-projector .mg-status *, .mg-projector .mg-controls * {font-size:16px !important}
.mg-projector .jupyter-button, .mg-projector .widget-toggle-button, .mg-projector .widget-label,
.mg-projector select, .mg-projector .widget-readout {font-size:16px !important}
.mg-projector .jupyter-button, .mg-projector .widget-toggle-button {height:auto; min-height:32px;
  line-height:1.3; padding:3px 10px; white-space:normal}
.mg-projector .mg-log {max-height:none !important}
.mg-projector .mg-seat-howto {display:none !important}
.mg-projector .mg-decisions {flex-flow:row wrap !important; align-items:center; gap:4px 6px; width:auto !important}
.mg-projector .mg-decisions .mg-choices {display:contents !important}
.mg-projector .mg-strip > .mg-decisions {display:contents !important}
.mg-projector .mg-strip .mg-decisions .widget-dropdown {width:auto !important; max-width:100%}
.mg-projector .mg-choose-prompt, .mg-projector .mg-suggestion {display:none !important}
.mg-projector .mg-speed {width:200px !important}
.mg-projector .mg-speed .widget-readout {min-width:0 !important; flex:0 0 2.2em; width:2.2em !important;
  text-align:center}
.mg-projector .mg-viewer {width:230px !important}
.mg-projector .mg-seat-votes {flex-flow:row wrap !important; gap:4px 18px}
.mg-projector .mg-seat-votes .widget-html-content > div {min-width:0 !important}
.mg-projector .mg-seat-panel .jupyter-button:disabled {display:none !important}
.mg-projector .mg-seat-panel {margin:0 !important; padding:4px 6px !important}
.mg-projector .mg-seat-count {width:72px !important}
.mg-projector.mg-seat-deciding .mg-strip-panel {flex-basis:100% !important}
.mg-projector.mg-seat-deciding .mg-header .mg-who {display:none}
.mg-projector.mg-seat-deciding .mg-strip-side {flex-flow:row wrap !important; align-items:center; gap:4px 12px}
</style>"""
