package org.mnemos.api.error;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.FailureCode;

class ErrorCodeTest {

    /** The catalogue's public page, one table row per code: | `CODE` | status | yes/no | meaning | what to do |. */
    private static final Path ERRORS_PAGE = Path.of("..", "src", "site", "markdown", "errors.md");

    private record Row(String code, int status, boolean retryable) {
        static Row parse(String line) {
            String[] cells = line.split("\\|");
            return new Row(
                    cells[1].strip().replace("`", ""),
                    Integer.parseInt(cells[2].strip()),
                    cells[3].strip().equals("yes"));
        }
    }

    private static Map<String, Row> documented() throws IOException {
        return Files.readAllLines(ERRORS_PAGE).stream()
                .filter(line -> line.startsWith("| `"))
                .map(Row::parse)
                .collect(Collectors.toMap(Row::code, Function.identity()));
    }

    @Test
    void everyCodeIsDocumentedWithItsStatusAndRetryability() throws IOException {
        Map<String, Row> documented = documented();

        for (ErrorCode code : ErrorCode.values()) {
            assertThat(documented).as("errors.md documents %s", code).containsKey(code.name());
            assertThat(documented.get(code.name()))
                    .as("errors.md row of %s", code)
                    .isEqualTo(new Row(code.name(), code.status(), code.retryable()));
        }
    }

    @Test
    void thePageDocumentsNoCodeTheCatalogueLacks() throws IOException {
        assertThat(documented().keySet())
                .containsExactlyInAnyOrderElementsOf(
                        Arrays.stream(ErrorCode.values()).map(Enum::name).toList());
    }

    @Test
    void everyCodeHasATitleAndAHintAndAnErrorStatus() {
        for (ErrorCode code : ErrorCode.values()) {
            assertThat(code.title()).as("title of %s", code).isNotBlank();
            assertThat(code.hint()).as("hint of %s", code).isNotBlank();
            assertThat(code.status()).as("status of %s", code).isBetween(400, 599);
        }
    }

    @Test
    void connectorFailuresAreTheCataloguesCodesOfTheSameName() {
        for (FailureCode failure : FailureCode.values()) {
            assertThat(failure.errorCode().name()).isEqualTo(failure.name());
        }
    }
}
