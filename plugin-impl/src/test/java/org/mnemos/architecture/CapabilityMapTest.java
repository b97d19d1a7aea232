package org.mnemos.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Keeps the capability map ({@code capabilities.md}) read off the code, as {@code ErrorCodeTest} keeps the error
 * page: every capability package has its row and its level, each row's "uses" are the capabilities its sources
 * import, every class the page names exists, every port of plugin-impl is in the ports table, declared where
 * the table says, and every table the migrations create is named; the architecture page gives every capability
 * its role.
 */
class CapabilityMapTest {

    private static final Path PAGE = Path.of("..", "src", "site", "markdown", "capabilities.md");
    private static final Path ARCHITECTURE = Path.of("..", "src", "site", "markdown", "architecture.md");
    private static final Path MIGRATIONS = Path.of("src", "main", "resources", "db", "migration");
    private static final Pattern CREATE_TABLE = Pattern.compile("^CREATE TABLE (\\w+)", Pattern.MULTILINE);
    private static final Path MNEMOS = Path.of("src", "main", "java", "org", "mnemos");
    private static final List<Path> SOURCE_ROOTS = List.of(
            Path.of("..", "plugin-api", "src", "main", "java"),
            Path.of("src", "main", "java"),
            Path.of("src", "test", "java"),
            Path.of("..", "camel-routes", "src", "main", "java"));
    /** Capabilities every other may use without the map saying so: the shared kernel and the SPI. */
    private static final Set<String> IMPLIED = Set.of("platform", "api");
    /** Types of the platform the page names, which are not Mnemos classes. */
    private static final Set<String> FOREIGN = Set.of("JobOperator", "Event");

    private static final Pattern CODE = Pattern.compile("`([^`]+)`");
    private static final Pattern TYPE_NAME = Pattern.compile("[A-Z][a-z]\\w*");
    private static final Pattern IMPORT =
            Pattern.compile("^import (?:static )?org\\.mnemos\\.([a-z]+)\\.", Pattern.MULTILINE);

    private static List<String> page;
    private static Map<String, Path> types;

    @BeforeAll
    static void read() throws IOException {
        page = Files.readAllLines(PAGE);
        types = new HashMap<>();
        for (Path root : SOURCE_ROOTS) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.toString().endsWith(".java"))
                        .forEach(f ->
                                types.putIfAbsent(f.getFileName().toString().replace(".java", ""), f));
            }
        }
    }

    @Test
    void everyCapabilityHasItsRowAndNoRowNamesOneThatIsGone() throws IOException {
        assertThat(capabilityRows().keySet()).containsExactlyInAnyOrderElementsOf(capabilities());
    }

    @Test
    void theArchitecturePageGivesEveryCapabilityItsRole() throws IOException {
        List<String> architecture = Files.readAllLines(ARCHITECTURE);
        Set<String> described = rows(architecture, "| package | role |").stream()
                .flatMap(cells -> named(cells.get(0)).stream())
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(described).containsExactlyInAnyOrderElementsOf(capabilities());
    }

    @Test
    void everyTableAMigrationCreatesIsNamedWithItsCapability() throws IOException {
        String text = String.join("\n", page);
        try (Stream<Path> migrations = Files.list(MIGRATIONS)) {
            Set<String> unnamed = migrations
                    .flatMap(m -> CREATE_TABLE.matcher(text(m)).results().map(t -> t.group(1)))
                    .filter(table -> !text.contains("`" + table + "`"))
                    .collect(Collectors.toCollection(TreeSet::new));
            assertThat(unnamed).as("tables capabilities.md does not name").isEmpty();
        }
    }

    @Test
    void everyRowSaysWhichCapabilitiesItsCodeImports() throws IOException {
        Set<String> capabilities = capabilities();
        capabilityRows().forEach((capability, cells) -> {
            Set<String> documented = named(cells.get(4)).stream()
                    .filter(capabilities::contains)
                    .filter(c -> !IMPLIED.contains(c))
                    .collect(Collectors.toCollection(TreeSet::new));
            assertThat(documented).as("the capabilities `%s` uses", capability).isEqualTo(imported(capability));
        });
    }

    @Test
    void everyCapabilityUsesOnlyCapabilitiesOfLowerLevels() throws IOException {
        Map<String, Integer> levels = levels();
        assertThat(levels.keySet()).containsExactlyInAnyOrderElementsOf(capabilities());
        for (String capability : capabilities()) {
            for (String used : imported(capability)) {
                assertThat(levels.get(used))
                        .as("`%s` (level %d) uses `%s`", capability, levels.get(capability), used)
                        .isLessThan(levels.get(capability));
            }
        }
    }

    @Test
    void everyClassThePageNamesExists() {
        Set<String> missing = new TreeSet<>();
        for (String line : page) {
            for (String code : named(line)) {
                Matcher name = TYPE_NAME.matcher(code);
                if (name.lookingAt() && !FOREIGN.contains(name.group()) && !types.containsKey(name.group())) {
                    missing.add(name.group());
                }
            }
        }
        assertThat(missing)
                .as("classes capabilities.md names that the code lacks")
                .isEmpty();
    }

    @Test
    void everyPortIsInThePortsTableDeclaredWhereItSays() throws IOException {
        Map<String, String> table = new LinkedHashMap<>();
        for (List<String> cells : rows("| port |")) {
            table.put(named(cells.get(0)).get(0), declaredIn(cells.get(1)));
        }
        table.forEach((port, pkg) -> assertThat(types.get(port))
                .as("port %s declared in %s", port, pkg)
                .isNotNull()
                .satisfies(file -> assertThat(file.toString().replace('/', '.')).contains(pkg + "." + port + ".java")));
        assertThat(table.keySet()).containsAll(ports());
    }

    /** The first table: capability → its cells (capability, owns, boundary, ports, uses). */
    private static Map<String, List<String>> capabilityRows() {
        return rows("| capability |").stream()
                .collect(Collectors.toMap(
                        cells -> named(cells.get(0)).get(0), cells -> cells, (a, b) -> a, LinkedHashMap::new));
    }

    private static Map<String, Integer> levels() {
        Map<String, Integer> levels = new HashMap<>();
        for (List<String> cells : rows("| level |")) {
            named(cells.get(1))
                    .forEach(c -> levels.put(c, Integer.valueOf(cells.get(0).strip())));
        }
        return levels;
    }

    /** The body rows of the table whose header starts with {@code header}, split into cells. */
    private static List<List<String>> rows(String header) {
        return rows(page, header);
    }

    private static List<List<String>> rows(List<String> lines, String header) {
        int start = lines.indexOf(lines.stream()
                        .filter(l -> l.startsWith(header))
                        .findFirst()
                        .orElseThrow())
                + 2;
        return lines.subList(start, lines.size()).stream()
                .takeWhile(l -> l.startsWith("|"))
                .map(l -> List.of(l.substring(1, l.length() - 1).split(" \\| ", -1)))
                .toList();
    }

    private static List<String> named(String text) {
        Matcher code = CODE.matcher(text);
        return code.results().map(m -> m.group(1)).toList();
    }

    /** {@code retrieval.control} or {@code plugin-api `org.mnemos.api.node`} as a package name. */
    private static String declaredIn(String cell) {
        List<String> code = named(cell);
        String pkg = code.get(0);
        return pkg.startsWith("org.mnemos.") ? pkg : "org.mnemos." + pkg;
    }

    private static Set<String> capabilities() throws IOException {
        try (Stream<Path> dirs = Files.list(MNEMOS)) {
            return dirs.filter(Files::isDirectory)
                    .map(d -> d.getFileName().toString())
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    /** The capabilities, but the kernel and the SPI, whose classes the sources of {@code capability} import. */
    private static Set<String> imported(String capability) {
        try (Stream<Path> files = Files.walk(MNEMOS.resolve(capability))) {
            return files.filter(f -> f.toString().endsWith(".java"))
                    .flatMap(f -> IMPORT.matcher(text(f)).results().map(m -> m.group(1)))
                    .filter(c -> !c.equals(capability) && !IMPLIED.contains(c))
                    .collect(Collectors.toCollection(TreeSet::new));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The public interfaces of plugin-impl that are seams, not closed unions of types (sealed). */
    private static Set<String> ports() throws IOException {
        try (Stream<Path> files = Files.walk(MNEMOS)) {
            return files.filter(f -> text(f).lines().anyMatch(l -> l.startsWith("public interface ")))
                    .map(f -> f.getFileName().toString().replace(".java", ""))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static String text(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.readString(file) : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
