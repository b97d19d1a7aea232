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
  // Spec version 2: scaled numbers are divided and suffixed; date parts and bins arrive as labels.
  const SCALES = {thousands: [1e3, 'K'], millions: [1e6, 'M'], billions: [1e9, 'bn'], trillions: [1e12, 'tn']};

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

  // percent: a ratio shown as a percentage whatever its format type says (y.percent, a KPI's percent).
  function formatValue(value, format, percent) {
    if (!present(value)) return '';
    if (typeof value !== 'number') return String(value);
    if (!Number.isFinite(value)) return '';
    if (!format) return percent ? new Intl.NumberFormat(LOCALE, {style: 'percent', maximumFractionDigits: 1}).format(value)
      : value.toLocaleString(LOCALE);
    const digits = {minimumFractionDigits: format.decimals, maximumFractionDigits: format.decimals};
    let options = digits;
    if (format.type === 'percent' || percent) options = Object.assign({style: 'percent'}, digits);
    else if (format.type === 'currency') options = Object.assign({style: 'currency', currency: format.currency}, digits);
    const scale = SCALES[format.scale];
    let text = new Intl.NumberFormat(LOCALE, options).format(scale ? value / scale[0] : value);
    // A unit names the scale itself ("US$ bn" is written "US$3.2bn"); without one the scale's suffix shows.
    if (scale) text += scale[1];
    if (format.unit) text = format.unitPosition === 'suffix' ? text + ' ' + format.unit : format.unit + text;
    return text + (format.suffix || '');
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
    const shown = element('div', 'mnemos-kpi-value', formatValue(value, kpi.format, kpi.percent));
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
  function yTitle(chart) {
    return chart.y.field + (chart.y.per ? ' / ' + chart.y.per.field : '');
  }

  // The x type: a truncating time unit over dates is temporal; numbers of a raw or aggregated scatter are
  // quantitative; everything else (categories, bins, date parts, "Others") is nominal in the server's order.
  function xEncoding(chart, points) {
    const x = {field: 'x', title: chart.x.field, sort: null};
    const dates = chart.x.timeUnit && TIME_UNITS[chart.x.timeUnit] && points.every(p => typeof p.x === 'string');
    if (dates) return Object.assign(x, {type: 'temporal', timeUnit: TIME_UNITS[chart.x.timeUnit]});
    const numeric = points.length > 0 && points.every(p => isNumber(p.x));
    const scatter = chart.mark === 'point' && numeric && (chart.y.aggregate === 'none' || chart.x.aggregate);
    if (scatter) {
      delete x.sort;
      return Object.assign(x, {type: 'quantitative',
        title: chart.x.aggregate ? chart.x.aggregate + ' ' + chart.x.field : chart.x.field});
    }
    return Object.assign(x, {type: chart.x.timeUnit ? 'ordinal' : 'nominal'});
  }

  // A formatted y (spec version 2) draws its values scaled as the format says ("US$ bn" divides by 10^9), its
  // axis with the format's decimals and the scale and unit in its title, and its tooltips written as the KPIs.
  function scaledY(chart) {
    const format = chart.y.format;
    const scale = format && SCALES[format.scale];
    const divisor = scale ? scale[0] : 1;
    const y = {field: 'y', type: 'quantitative', title: yTitle(chart)};
    if (chart.y.percent) y.axis = {format: '.0%'};
    else if (format) {
      const unit = (format.unit || (format.type === 'currency' ? format.currency : '')) + (scale ? scale[1] : '');
      y.axis = {format: format.type === 'percent' ? '.' + format.decimals + '%' : ',.' + format.decimals + 'f'};
      if (unit) y.title += ' (' + unit + ')';
    }
    return {encoding: y, divisor: divisor};
  }

  function tooltips(chart, points, x) {
    if (!chart.y.format) return null;
    const fields = [{field: 'x', type: x ? x.type : 'nominal', title: chart.x.field}];
    if (points.some(p => 'colour' in p)) fields.push({field: 'colour', type: 'nominal', title: chart.colour.field});
    fields.push({field: 'label', type: 'nominal', title: yTitle(chart)});
    return fields;
  }

  function liteSpec(chart, points, rules, width, theme) {
    const scaled = scaledY(chart);
    const y = scaled.encoding;
    const values = points.map(point => Object.assign({}, point, isNumber(point.y)  // Vega parses dates in place
      ? {y: point.y / scaled.divisor, label: formatValue(point.y, chart.y.format, chart.y.percent)} : {}));
    const spec = {
      width: width, height: 240, autosize: {type: 'fit', contains: 'padding'},
      data: {values: values},
      mark: {type: chart.mark, tooltip: true}
    };
    if (theme) spec.config = themeConfig(theme);
    if (chart.mark === 'arc') {
      spec.encoding = {theta: Object.assign(y, {stack: true}), color: colourEncoding(chart, rules, 'x', chart.x.field)};
      const tips = tooltips(chart, points, null);
      if (tips) spec.encoding.tooltip = tips;
      if (chart.donut) spec.mark.innerRadius = 60;
      return spec;
    }
    spec.encoding = {x: xEncoding(chart, points), y: y};
    const tips = tooltips(chart, points, spec.encoding.x);
    if (tips) spec.encoding.tooltip = tips;
    const colour = colourEncoding(chart, rules, 'colour', chart.colour && chart.colour.field);
    if (colour) spec.encoding.color = colour;
    if (colour && colour.field && (chart.mark === 'bar' || chart.mark === 'area')) {
      if (chart.stack === 'grouped') spec.encoding.xOffset = {field: 'colour'};
      else y.stack = chart.stack === 'normalized' ? 'normalize' : 'zero';
    }
    return spec;
  }

  function themeConfig(theme) {
    const dark = theme.mode === 'dark';
    const background = theme.background || (dark ? '#111827' : '#ffffff');
    const foreground = theme.foreground || (dark ? '#e5e7eb' : '#1f2937');
    const text = {labelColor: foreground, titleColor: foreground};
    return {background: background, axis: Object.assign({domainColor: foreground, tickColor: foreground}, text),
      legend: text, title: {color: foreground}, view: {stroke: null}};
  }

  // The points as a table beside the chart: what a screen reader reads, and what a test reads back.
  function pointTable(chart, points) {
    const grid = element('table', 'mnemos-chart-data');
    const header = grid.createTHead().insertRow();
    const coloured = points.some(p => 'colour' in p);
    [chart.x.field].concat(coloured ? [chart.colour.field] : [], [yTitle(chart)])
      .forEach(name => header.appendChild(element('th', null, name)));
    const body = grid.createTBody();
    points.forEach(point => {
      const line = body.insertRow();
      line.dataset.x = present(point.x) ? String(point.x) : '';
      if (coloured) line.dataset.colour = present(point.colour) ? String(point.colour) : '';
      line.dataset.y = present(point.y) ? String(point.y) : '';
      line.appendChild(element('td', null, formatValue(point.x)));
      if (coloured) line.appendChild(element('td', null, formatValue(point.colour)));
      line.appendChild(element('td', 'mnemos-number', formatValue(point.y, chart.y.format, chart.y.percent)));
    });
    const details = element('details', 'mnemos-chart-details');
    details.appendChild(element('summary', null, 'Data'));
    details.appendChild(grid);
    return details;
  }

  function chartView(chart, data, rules, theme) {
    const canvas = element('div', 'mnemos-chart');
    const box = titled(chart, canvas);
    const points = data.charts[chart.id] || [];
    if ((data.truncated || []).includes(chart.id)) {
      box.appendChild(element('p', 'mnemos-note', chart.y.aggregate === 'none'
        ? 'Showing the first ' + points.length.toLocaleString(LOCALE) + ' rows; the data has more.'
        : 'Showing the groups seen first; the data has more.'));
    }
    if ((data.approximate || []).includes(chart.id)) {
      box.appendChild(element('p', 'mnemos-note', 'Some values are estimates (beyond the exact bound).'));
    }
    box.appendChild(pointTable(chart, points));
    const drawn = Promise.resolve().then(() => {
      const lite = liteSpec(chart, points, rules, Math.max(200, canvas.clientWidth || 400), theme);
      const runtime = vega.parse(vegaLite.compile(lite).spec, null, {ast: true});
      const view = new vega.View(runtime, {expr: vega.expressionInterpreter, renderer: 'svg', container: canvas});
      return view.runAsync();
    });
    return {node: box, drawn: drawn};
  }

  function applyTheme(theme) {
    if (!theme) return;
    document.body.classList.add('mnemos-' + theme.mode);
    if (theme.background) document.body.style.setProperty('--mnemos-background', theme.background);
    if (theme.foreground) document.body.style.setProperty('--mnemos-foreground', theme.foreground);
  }

  // What the generator could not map, and which rows every item leaves out and why, under the title.
  function notes(spec) {
    const lines = (spec.notes || []).concat((spec.exclusions || []).map(exclusion =>
      exclusion.field + ' ' + exclusion.values.join(', ') + ' left out: ' + exclusion.reason));
    if (!lines.length) return null;
    const list = element('ul', 'mnemos-notes');
    lines.forEach(line => list.appendChild(element('li', 'mnemos-note', line)));
    return list;
  }

  function draw(spec, data) {
    const rules = spec.formatRules;
    const makers = {};
    applyTheme(spec.theme);
    spec.kpis.forEach(kpi => { makers[kpi.id] = () => kpiCard(kpi, data, rules); });
    spec.charts.forEach(chart => { makers[chart.id] = () => chartView(chart, data, rules, spec.theme); });
    spec.tables.forEach(table => { makers[table.id] = () => detailTable(table, data, rules); });
    document.body.appendChild(element('h1', null, spec.title));
    const noted = notes(spec);
    if (noted) document.body.appendChild(noted);
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
