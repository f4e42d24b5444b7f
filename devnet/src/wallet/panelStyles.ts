export const panelStyles = `
:host { all: initial; }
.panel {
  position: fixed; left: 12px; bottom: 12px; z-index: 2147483647;
  width: 280px; max-height: 60vh; overflow: auto; box-sizing: border-box;
  padding: 10px; border-radius: 10px; border: 1px solid #334155;
  background: #0f172a; color: #e2e8f0; box-shadow: 0 8px 24px rgb(0 0 0 / 0.4);
  font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace;
}
h2 { margin: 0 0 6px; font-size: 13px; font-weight: 600; }
label { display: flex; align-items: center; justify-content: space-between; gap: 6px; margin: 4px 0; }
select, button { font: inherit; color: inherit; background: #1e293b; border: 1px solid #475569; border-radius: 6px; padding: 2px 6px; }
select { max-width: 180px; }
button { cursor: pointer; }
button:hover { background: #334155; }
.status { color: #94a3b8; margin: 2px 0 6px; word-break: break-all; }
.pending { margin: 6px 0 0; padding: 0; list-style: none; }
.request { border-top: 1px solid #334155; padding: 6px 0; }
.method { font-weight: 600; }
.params { margin: 4px 0; max-height: 80px; overflow: auto; white-space: pre-wrap; word-break: break-all; color: #cbd5e1; }
.actions { display: flex; gap: 6px; }
.approve { border-color: #22c55e; }
.reject { border-color: #ef4444; }
.footer { display: flex; justify-content: flex-end; margin-top: 6px; }
`
