// The dashboard runtime of Mnemos artifact pages: draws a DashboardSpec (JSON block #mnemos-spec) from the
// rows injected in #mnemos-data. Every number is computed here, at run time; the spec holds none. Text
// reaches the DOM only through textContent. Charts are Vega-Lite specs compiled in the page and run by
// Vega with its expression interpreter, so nothing is evaluated from strings (no 'unsafe-eval').
// When everything is drawn, body[data-rendered="true"]; on failure, body[data-render-error] says why.
(function () {
  'use strict';

  const LOCALE = 'en-US';
  const TIME_UNITS = {year: 'utcyear', quarter: 'utcyearquarter', month: 'utcyearmonth',
    week: 'utcyearweek', day: 'utcyearmonthdate'};
  const VEGA_AGGREGATES = {sum: 'sum', avg: 'mean', min: 'min', max: 'max', count: 'valid', distinct: 'distinct'};

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

  // Neumaier's compensated sum: totals of many decimals stay exact to the last printed digit.
  function sum(values) {
    let total = 0;
    let compensation = 0;
    for (const value of values) {
      const next = total + value;
      compensation += Math.abs(total) >= Math.abs(value) ? (total - next) + value : (value - next) + total;
      total = next;
    }
    return total + compensation;
  }

  function extreme(values, better) {
    let best;
    for (const value of values) {
      if (best === undefined || better(value, best)) best = value;
    }
    return best;
  }

  const AGGREGATES = {
    sum: values => sum(values.filter(isNumber)),
    avg: values => {
      const numbers = values.filter(isNumber);
      return numbers.length ? sum(numbers) / numbers.length : null;
    },
    // min and max take numbers, or dates as ISO text (which sorts as it reads).
    min: values => extreme(values.filter(present), (a, b) => a < b),
    max: values => extreme(values.filter(present), (a, b) => a > b),
    count: values => values.filter(present).length,
    distinct: values => new Set(values.filter(present)).size
  };

  function aggregate(rows, field, name) {
    const value = AGGREGATES[name](rows.map(row => row[field]));
    return value === undefined ? null : value;
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

  function kpiCard(kpi, rows, rules) {
    const value = aggregate(rows, kpi.field, kpi.aggregate);
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

  function compare(a, b) {
    if (!present(a)) return present(b) ? 1 : 0;
    if (!present(b)) return -1;
    return a < b ? -1 : a > b ? 1 : 0;
  }

  function detailTable(table, rows, rules) {
    const sorted = rows.slice();
    if (table.sort) {
      const direction = table.sort.order === 'descending' ? -1 : 1;
      const field = table.sort.field;
      sorted.sort((a, b) => {
        if (!present(a[field]) || !present(b[field])) return compare(a[field], b[field]);
        return direction * compare(a[field], b[field]);
      });
    }
    const grid = element('table', 'mnemos-table');
    const header = grid.createTHead().insertRow();
    table.columns.forEach(column => header.appendChild(element('th', null, column.field)));
    const body = grid.createTBody();
    sorted.slice(0, table.limit).forEach(row => {
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

  function colourEncoding(chart, rules, field) {
    if (chart.colour && chart.colour.value) return {value: chart.colour.value};
    const by = field || (chart.colour && chart.colour.field);
    if (!by) return null;
    const encoding = {field: by, type: 'nominal'};
    const named = rules.categoryColours.filter(rule => rule.field === by);
    if (named.length) encoding.scale = {domain: named.map(r => r.value), range: named.map(r => r.colour)};
    return encoding;
  }

  function liteSpec(chart, rows, rules, width) {
    const y = {aggregate: VEGA_AGGREGATES[chart.y.aggregate], field: chart.y.field, type: 'quantitative',
      title: chart.y.field};
    const spec = {
      width: width, height: 240, autosize: {type: 'fit', contains: 'padding'},
      data: {values: rows.map(row => Object.assign({}, row))},  // Vega parses dates in place
      mark: {type: chart.mark, tooltip: true}
    };
    if (chart.mark === 'arc') {
      spec.encoding = {theta: y, color: colourEncoding(chart, rules, chart.x.field)};
      return spec;
    }
    const x = {field: chart.x.field, type: chart.x.timeUnit ? 'temporal' : 'nominal', title: chart.x.field};
    if (chart.x.timeUnit) x.timeUnit = TIME_UNITS[chart.x.timeUnit];
    if (chart.x.sort) x.sort = chart.x.sort;
    spec.encoding = {x: x, y: y};
    const colour = colourEncoding(chart, rules, null);
    if (colour) spec.encoding.color = colour;
    return spec;
  }

  function chartView(chart, rows, rules) {
    const canvas = element('div', 'mnemos-chart');
    const box = titled(chart, canvas);
    const drawn = Promise.resolve().then(() => {
      const lite = liteSpec(chart, rows, rules, Math.max(200, canvas.clientWidth || 400));
      const runtime = vega.parse(vegaLite.compile(lite).spec, null, {ast: true});
      const view = new vega.View(runtime, {expr: vega.expressionInterpreter, renderer: 'svg', container: canvas});
      return view.runAsync();
    });
    return {node: box, drawn: drawn};
  }

  function draw(spec, data) {
    const rows = data.rows;
    const rules = spec.formatRules;
    const makers = {};
    spec.kpis.forEach(kpi => { makers[kpi.id] = () => kpiCard(kpi, rows, rules); });
    spec.charts.forEach(chart => { makers[chart.id] = () => chartView(chart, rows, rules); });
    spec.tables.forEach(table => { makers[table.id] = () => detailTable(table, rows, rules); });
    document.body.appendChild(element('h1', null, spec.title));
    if (data.truncated) {
      document.body.appendChild(element('p', 'mnemos-note',
        'Showing the first ' + data.rowCount.toLocaleString(LOCALE) + ' rows of the data source.'));
    }
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
      .then(() => { document.body.dataset.rendered = 'true'; }, failed);
  } catch (error) {
    failed(error);
  }
})();
