// A dashboard's static preview, drawn from its spec without data and without a frame: one box per KPI
// with its title, one small glyph per chart in the chart's mark. An HTML program has no spec to draw.
const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 240;
const HEIGHT = 96;

/** An <svg> previewing content (a version's content: spec JSON or an HTML program). */
export function thumbnail(content) {
  const svg = element('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, width: WIDTH, height: HEIGHT, role: 'img' });
  const spec = specOf(content);
  if (!spec) {
    svg.setAttribute('aria-label', 'A page written as a program: no preview');
    svg.append(text('HTML page', 8, 52));
    return svg;
  }
  const kpis = (spec.kpis || []).slice(0, 3);
  const charts = (spec.charts || []).slice(0, 3);
  svg.setAttribute('aria-label', `${kpis.length} key figures and ${charts.length} charts`);
  kpis.forEach((kpi, index) => {
    const x = 4 + index * 78;
    svg.append(element('rect', { x, y: 4, width: 74, height: 30, rx: 3, fill: '#eef1f6' }),
      text(String(kpi.title ?? kpi.id ?? '').slice(0, 12), x + 4, 22));
  });
  charts.forEach((chart, index) => svg.append(glyph(chart.mark, 4 + index * 78, 40)));
  return svg;
}

function specOf(content) {
  try {
    const spec = JSON.parse(content);
    return spec && typeof spec === 'object' ? spec : null;
  } catch {
    return null;
  }
}

/** A 74×52 sketch of a chart of this mark at x, y. */
function glyph(mark, x, y) {
  const group = element('g', { transform: `translate(${x} ${y})`, fill: 'none', stroke: '#2458b8', 'stroke-width': 2 });
  if (mark === 'line' || mark === 'area') group.append(element('polyline', { points: '2,46 20,30 38,36 56,14 72,20' }));
  else if (mark === 'arc') group.append(element('circle', { cx: 37, cy: 26, r: 22 }), element('path', { d: 'M37 26 L37 4 A22 22 0 0 1 59 26 Z', fill: '#2458b8' }));
  else if (mark === 'point') [[10, 40], [26, 22], [44, 30], [62, 10]].forEach(([cx, cy]) => group.append(element('circle', { cx, cy, r: 3, fill: '#2458b8' })));
  else [[4, 20], [22, 8], [40, 28], [58, 16]].forEach(([bx, by]) => group.append(element('rect', { x: bx, y: by, width: 12, height: 48 - by, fill: '#2458b8', stroke: 'none' })));
  return group;
}

function text(value, x, y) {
  const node = element('text', { x, y, 'font-size': 10, fill: '#1d2330' });
  node.textContent = value;
  return node;
}

function element(name, attributes) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  return node;
}
