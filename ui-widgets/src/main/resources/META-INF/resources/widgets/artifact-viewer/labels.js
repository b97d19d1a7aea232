// What the viewer says about a version, a draft and a generation, as text.

export function sourceOf(version) {
  return version.source === 'REVERT' ? `REVERT of v${version.revertedFrom}` : version.source;
}

export function generationOf(generation) {
  if (!generation) return [['Generator', 'not generated (made by hand)']];
  return [['Generator', generation.generator], ['Model', generation.model ?? '—'],
    ['Tokens', `${generation.promptTokens} prompt · ${generation.completionTokens} completion`],
    ['Latency', `${generation.latencyMs} ms`]];
}

export function definitions(list, pairs) {
  list.replaceChildren(...pairs.flatMap(([term, value]) => [
    Object.assign(document.createElement('dt'), { textContent: term }),
    Object.assign(document.createElement('dd'), { textContent: String(value) }),
  ]));
}

export function draftStateOf(draft) {
  if (!draft) return [['Draft', 'none — saving an edit or refining starts one on the latest version']];
  return [['Base version', draft.baseVersion ? `v${draft.baseVersion}` : 'none yet'], ['Revision', draft.revision],
    ['Edited', draft.edited ? 'yes, by a person' : 'no, as generated'],
    ['Undo / redo', `${draft.undoable} / ${draft.redoable}`], ['Saved', new Date(draft.updatedAt).toLocaleString()]];
}
