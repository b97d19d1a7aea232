// The artifact viewer without an artifact: the workspace's artifacts to open, and for stewards the
// form that creates one (Generate Artifact: a name, a profiled data source and an instruction).
import { api } from '../api.js';
import { button, fillRows } from '../shared/dom.js';

export const CATALOG_HTML = `
<section class="catalog" hidden>
  <h3>Artifacts</h3>
  <table class="artifacts"><thead><tr><th>Name</th><th>Published</th><th>By</th><th></th></tr></thead><tbody></tbody></table>
  <div class="create" hidden>
    <h3>Generate an artifact</h3>
    <div class="row">
      <input name="artifact-name" aria-label="Name" placeholder="name, e.g. Weekly operations">
      <select name="data-source" aria-label="Data source"></select>
    </div>
    <textarea name="instruction" rows="2" aria-label="Instruction" placeholder="instruction, e.g. weekly operations dashboard"></textarea>
    <div class="row"><button type="button" class="generate">Generate</button>
      <span class="note">Drafts are private until you publish them.</span></div>
  </div>
</section>`;

/** Lists the artifacts in root's .catalog; open(id) is called when one is opened or created. */
export async function showCatalog(root, base, editable, open) {
  const artifacts = await api(base);
  fillRows(root.querySelector('.artifacts tbody'), artifacts.map((artifact) => [
    artifact.name, artifact.head ? `v${artifact.head}` : 'not yet', artifact.createdBy,
    button('Open', 'open', () => open(artifact.id)),
  ]), artifacts.map((artifact) => artifact.id));
  root.querySelector('.create').hidden = !editable;
  if (editable) await offerSources(root, base);
  root.querySelector('.catalog').hidden = false;
}

/** The data sources an artifact can be made from: profiled ones only (the server refuses the others). */
export async function offerSources(root, base, selected) {
  const select = root.querySelector('[name=data-source]');
  const keep = selected || select.value;
  const sources = (await api(base.replace(/artifacts$/, 'data-sources'))).filter((source) => source.lastProfiledAt);
  select.replaceChildren(new Option('— a profiled data source —', ''),
    ...sources.map((source) => new Option(source.name, source.id, false, source.id === keep)));
}

/** Creates the artifact the form describes; answers the created artifact's id. */
export async function createArtifact(root, base) {
  const value = (name) => root.querySelector(`[name=${name}]`).value.trim();
  const body = { name: value('artifact-name'), dataSourceId: value('data-source') };
  if (value('instruction')) body.instruction = value('instruction');
  const created = await api(base, { method: 'POST', body });
  return created.artifact.id;
}
