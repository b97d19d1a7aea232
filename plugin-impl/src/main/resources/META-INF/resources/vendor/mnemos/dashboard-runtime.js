// The dashboard runtime of Mnemos artifact pages: draws a DashboardSpec (JSON block #mnemos-spec) from the
// datasets injected in #mnemos-data, which the server computed from every row of the source (KPI values,
// chart points, table rows): nothing is aggregated here, and the spec holds no number. Text reaches the DOM
// only through textContent. Charts are Vega-Lite specs compiled in the page and run by
// Vega with its expression interpreter, so nothing is evaluated from strings (no 'unsafe-eval').
// When everything is drawn, body[data-rendered="true"]; on failure, body[data-render-error] says why.
// Performance marks 'mnemos:first-kpi' and 'mnemos:rendered' time the drawing.
(function () {
  'use strict';

  const LOCALE = 'en-US';
  const TIME_UNITS = {year: 'utcyear', quarter: 'utcyearquarter', month: 'utcyearmonth',
    week: 'utcyearweek', day: 'utcyearmonthdate'};

  function block(id) {
    return JSON.parse(document.getElementById(id).textContent);
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function isNumber(value) {
    return typeof value === 'number' && Number.isFinite(value);
  }

  function present(value) {
    return value !== null && value !== undefined && value !== '';
  }

  function formatValue(value, format) {
    if (!present(value)) return '';
    if (typeof value !== 'number') return String(value);
    if (!Number.isFinite(value)) return '';
    if (!format) return value.toLocaleString(LOCALE);
    const digits = {minimumFractionDigits: format.decimals, maximumFractionDigits: format.decimals};
    let options = digits;
    if (format.type === 'percent') options = Object.assign({style: 'percent'}, digits);
    if (format.type === 'currency') options = Object.assign({style: 'currency', currency: format.currency}, digits);
    return new Intl.NumberFormat(LOCALE, options).format(value) + (format.suffix || '');
  }

  // The first band that holds the value colours it: min inclusive, max exclusive, absent bounds open.
  function bandColour(value, bands) {
    if (!isNumber(value)) return null;
    const band = (bands || []).find(b => (b.min === undefined || value >= b.min) && (b.max === undefined || value < b.max));
    return band ? band.colour : null;
  }

  function fieldBands(rules, field) {
    return rules.thresholds.filter(rule => rule.field === field);
  }

  function titled(item, node) {
    const box = element('section', 'mnemos-item');
    box.dataset.item = item.id;
    box.appendChild(element('h2', 'mnemos-item-title', item.title));
    box.appendChild(node);
    return box;
  }

  function kpiCard(kpi, data, rules) {
    const known = data.kpis[kpi.id];
    const value = known === undefined ? null : known;
    const card = element('section', 'mnemos-kpi');
    card.dataset.kpi = kpi.id;
    card.dataset.value = value === null ? '' : String(value);
    card.appendChild(element('h2', 'mnemos-kpi-title', kpi.title));
    const shown = element('div', 'mnemos-kpi-value', formatValue(value, kpi.format));
    const bands = kpi.thresholds && kpi.thresholds.length ? kpi.thresholds : fieldBands(rules, kpi.field);
    const colour = bandColour(value, bands);
    if (colour) shown.style.color = colour;
    card.appendChild(shown);
    return {node: card, drawn: Promise.resolve()};
  }

  // The server sorted the rows and cut them to the table's limit.
  function detailTable(table, data, rules) {
    const rows = data.tables[table.id] || [];
    const grid = element('table', 'mnemos-table');
    const header = grid.createTHead().insertRow();
    table.columns.forEach(column => header.appendChild(element('th', null, column.field)));
    const body = grid.createTBody();
    rows.forEach(row => {
      const line = body.insertRow();
      table.columns.forEach(column => {
        const value = row[column.field];
        const cell = element('td', typeof value === 'number' ? 'mnemos-number' : null, formatValue(value, column.format));
        const colour = bandColour(value, fieldBands(rules, column.field));
        if (colour) cell.style.color = colour;
        line.appendChild(cell);
      });
    });
    return {node: titled(table, grid), drawn: Promise.resolve()};
  }

  // Points are {x, colour?, y}: the colour member holds the value of the chart's colour field (of x for arcs).
  function colourEncoding(chart, rules, member, by) {
    if (chart.colour && chart.colour.value) return {value: chart.colour.value};
    if (!by) return null;
    const encoding = {field: member, type: 'nominal', title: by};
    const named = rules.categoryColours.filter(rule => rule.field === by);
    if (named.length) encoding.scale = {domain: named.map(r => r.value), range: named.map(r => r.colour)};
    return encoding;
  }

  // Vega-Lite draws the server's points as they are: y is not aggregated again, the time unit of a temporal
  // x only formats the bucket starts, and the points come in the axis's order (sort null keeps it).
  function liteSpec(chart, points, rules, width) {
    const y = {field: 'y', type: 'quantitative', title: chart.y.field};
    const spec = {
      width: width, height: 240, autosize: {type: 'fit', contains: 'padding'},
      data: {values: points.map(point => Object.assign({}, point))},  // Vega parses dates in place
      mark: {type: chart.mark, tooltip: true}
    };
    if (chart.mark === 'arc') {
      spec.encoding = {theta: y, color: colourEncoding(chart, rules, 'x', chart.x.field)};
      return spec;
    }
    const x = {field: 'x', type: chart.x.timeUnit ? 'temporal' : 'nominal', title: chart.x.field, sort: null};
    if (chart.x.timeUnit) x.timeUnit = TIME_UNITS[chart.x.timeUnit];
    spec.encoding = {x: x, y: y};
    const colour = colourEncoding(chart, rules, 'colour', chart.colour && chart.colour.field);
    if (colour) spec.encoding.color = colour;
    return spec;
  }

  function chartView(chart, data, rules) {
    const canvas = element('div', 'mnemos-chart');
    const box = titled(chart, canvas);
    if ((data.truncated || []).includes(chart.id)) {
      box.appendChild(element('p', 'mnemos-note', 'Showing the groups seen first; the data has more.'));
    }
    const drawn = Promise.resolve().then(() => {
      const lite = liteSpec(chart, data.charts[chart.id] || [], rules, Math.max(200, canvas.clientWidth || 400));
      const runtime = vega.parse(vegaLite.compile(lite).spec, null, {ast: true});
      const view = new vega.View(runtime, {expr: vega.expressionInterpreter, renderer: 'svg', container: canvas});
      return view.runAsync();
    });
    return {node: box, drawn: drawn};
  }

  function draw(spec, data) {
    const rules = spec.formatRules;
    const makers = {};
    spec.kpis.forEach(kpi => { makers[kpi.id] = () => kpiCard(kpi, data, rules); });
    spec.charts.forEach(chart => { makers[chart.id] = () => chartView(chart, data, rules); });
    spec.tables.forEach(table => { makers[table.id] = () => detailTable(table, data, rules); });
    document.body.appendChild(element('h1', null, spec.title));
    const placed = new Set(spec.layout.rows.flat());
    const unplaced = Object.keys(makers).filter(id => !placed.has(id));
    const layout = spec.layout.rows.concat(unplaced.length ? [unplaced] : []);
    const drawing = [];
    layout.forEach(ids => {
      const row = element('div', 'mnemos-row');
      document.body.appendChild(row);
      ids.filter(id => makers[id]).forEach(id => {
        const item = makers[id]();
        row.appendChild(item.node);
        if (item.node.dataset.kpi && !performance.getEntriesByName('mnemos:first-kpi').length) {
          performance.mark('mnemos:first-kpi');
        }
        drawing.push(item.drawn);
      });
    });
    return Promise.all(drawing);
  }

  function failed(error) {
    document.body.dataset.renderError = String(error && error.message ? error.message : error);
  }

  try {
    draw(block('mnemos-spec'), block('mnemos-data'))
      .then(() => {
        // The marks let a benchmark read how long the page took, from the frame's own clock.
        performance.mark('mnemos:rendered');
        document.body.dataset.rendered = 'true';
      }, failed);
  } catch (error) {
    failed(error);
  }
})();
