package org.mnemos.screening.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.screening.control.SecretFixtures.hex;
import static org.mnemos.screening.control.SecretFixtures.mixed;

import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Each credential format of {@link SecretFixtures} found by its rule, and ordinary text left alone. */
class SecretScreenTest {

    private final SecretScreen screen = new SecretScreen();

    static Stream<Arguments> secrets() {
        return SecretFixtures.all().stream().map(fixture -> Arguments.of(fixture.text(), fixture.ruleId()));
    }

    @ParameterizedTest
    @MethodSource("secrets")
    void refusesEachFormatByItsRule(String text, String ruleId) {
        assertThat(screen.find(text))
                .hasValueSatisfying(kind -> assertThat(kind.id()).isEqualTo(ruleId));
    }

    @ParameterizedTest
    @MethodSource("secrets")
    void redactionLeavesNoValueBehind(String text, String ruleId) {
        String masked = screen.redact("before " + text + " after");

        assertThat(masked)
                .contains("[REDACTED:" + ruleId + "]")
                .startsWith("before")
                .endsWith("after");
        assertThat(screen.find(masked)).isEmpty();
    }

    @Test
    void everyRuleHasAFixture() {
        Set<String> tested = new HashSet<>();
        secrets().forEach(row -> tested.add((String) row.get()[1]));

        assertThat(tested)
                .containsExactlyInAnyOrderElementsOf(
                        screen.kinds().stream().map(SecretKind::id).toList());
        assertThat(tested).hasSizeGreaterThanOrEqualTo(40);
    }

    @Test
    void findsSecretsHiddenByZeroWidthCharacters() {
        assertThat(screen.find("AKIA" + "\u200B" + "IOSFODNN7" + "EXAMPLE"))
                .map(SecretKind::id)
                .contains("aws-access-key-id");
    }

    @Test
    void labelsAreReadable() {
        assertThat(screen.find("AKIA" + "IOSFODNN7" + "EXAMPLE"))
                .map(SecretKind::label)
                .contains("AWS access key id");
    }

    @Test
    void redactionKeepsTextWithoutSecretsAsItIs() {
        String text = "Ｔｈｅ customer\u200B prefers tables.";

        assertThat(screen.redact(text)).isSameAs(text);
    }

    @Test
    void redactionMasksEverySecretInTheText() {
        String text = "keys: " + "ghp_" + mixed(36) + " and " + "AKIA" + "IOSFODNN7" + "EXAMPLE" + " end";

        assertThat(screen.redact(text)).isEqualTo("keys: [REDACTED:github-token] and [REDACTED:aws-access-key-id] end");
    }

    @ParameterizedTest
    @MethodSource("ordinaryText")
    void leavesOrdinaryTextAlone(String text) {
        assertThat(screen.find(text)).isEmpty();
    }

    static Stream<String> ordinaryText() {
        return Stream.concat(prose(), code());
    }

    private static Stream<String> prose() {
        return Stream.of(
                "The customer prefers tables for comparison questions.",
                "Invoices are due within 30 days of delivery.",
                "Order 3f2a9c1e-7b4d-4e2a-9f1c-2d3e4f5a6b7c was shipped on 2024-05-17.",
                "The API key id is 123e4567-e89b-12d3-a456-426614174000.",
                "Fixed in commit 9fceb02d0ae598e95dc970b74767f19372d61af8 on the secret-rotation branch.",
                "Commit 9fceb02d0ae598e95dc970b74767f19372d61af8 fixed the token refresh bug.",
                "The key checksum is e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855.",
                "Reset your password from the account settings page.",
                "The API key is stored in the vault, never in the workflow.",
                "Use token-based authentication for the reporting API.",
                "Status of the token: expired.",
                "The password: required for all admin accounts.",
                "Set password=${DB_PASSWORD} in the deployment descriptor.",
                "See https://docs.example.com/guide?page=2#intro for details.",
                "The meeting is on 2025-11-30T09:00:00Z in room 4.",
                "Rotate secrets every 90 days as required by policy.",
                "The weekly sales dashboard refreshes every Monday at 06:00.",
                "Build 20240517.3 passed all checks; contact sales@example.com for a quote.",
                "Clone git@github.com:mnemos/plugin.git and run the tests.",
                "The secret to good service is listening: customers notice.",
                "Scikit-learn and TensorFlow models are exported as ONNX files.",
                "The logo is <img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42"
                        + "mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==\"> on the cover page.",
                "orderID,customerID,employeeID,orderDate,requiredDate,shippedDate,shipVia,freight,shipName,"
                        + "shipAddress,shipCity,shipRegion,shipPostalCode,shipCountry",
                "Row ID,Order ID,Order Date,Ship Date,Ship Mode,Customer ID,Customer Name,Segment,Country,City,"
                        + "State,Postal Code,Region,Product ID,Category,Sub-Category,Product Name,Sales,Quantity,"
                        + "Discount,Profit",
                "customerID,gender,SeniorCitizen,Partner,Dependents,tenure,PhoneService,MultipleLines,"
                        + "InternetService,OnlineSecurity,OnlineBackup,DeviceProtection,TechSupport,StreamingTV,"
                        + "StreamingMovies,Contract,PaperlessBilling,PaymentMethod,MonthlyCharges,TotalCharges,Churn");
    }

    /** Code that names credentials without holding one, and hex values named as what they are. */
    private static Stream<String> code() {
        return Stream.of(
                "sha256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
                "checksum = \"d41d8cd98f00b204e9800998ecf8427e\"",
                "{\"api_key_hash\": \"" + hex(64) + "\"}",
                "commit_sha=" + hex(40),
                "cache_key = \"" + hex(32) + "\"",
                "api_key_id: 123e4567-e89b-12d3-a456-426614174000",
                "max_tokens=4096, temperature=0.2",
                "tokenizer = AutoTokenizer.from_pretrained(\"bert-base-uncased\")",
                "sorted(items, key=lambda x: x[1])",
                "SECRET_KEY = os.environ[\"SECRET_KEY\"]",
                "api_key = os.getenv(\"OPENAI_API_KEY\")",
                "password: ${DB_PASSWORD}",
                "const token = req.headers.authorization;",
                "String apiKey = config.getApiKey();",
                "export API_TOKEN=$(vault kv get -field=token secret/ci)",
                "SELECT * FROM sessions WHERE token = :token AND secret_key = @secretKey",
                // what the BEAM conversations held before the rules learnt them (screening.md)
                "new_user = User(username=username, password=hashed_password)",
                "return jsonify({'token': 'some_token'})",
                "Password: <input type=\"password\" name=\"password\"><br>",
                "const apiKey = 'my_api_key'; // Replace 'my_api_key' with your actual API key",
                "const web = new WebClient('xoxb-your-slack-token');",
                "json: () => Promise.resolve({ error: 'Invalid API key' }) }; const mockErrorResponse429 = {",
                "<label for=\"exampleInputPassword1\" class=\"form-label\">Password</label>",
                "print(f\"Hashed password: {new_user.password_hash}\")");
    }
}
