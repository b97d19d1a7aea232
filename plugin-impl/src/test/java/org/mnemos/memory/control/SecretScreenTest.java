package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every value below is fake but well-formed. They are assembled from pieces so that this
 * repository does not itself trip secret scanners.
 */
class SecretScreenTest {

    private static final String MIXED = "aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xYzC";

    private final SecretScreen screen = new SecretScreen();

    /** A deterministic random-looking run of letters and digits. */
    private static String mixed(int length) {
        return MIXED.repeat(length / MIXED.length() + 1).substring(0, length);
    }

    static Stream<Arguments> secrets() {
        return Stream.of(
                Arguments.of("key " + "AKIA" + "IOSFODNN7" + "EXAMPLE", SecretKind.AWS_ACCESS_KEY_ID),
                Arguments.of("session " + "ASIA" + "Y34FZKBOKMUTVV7A" + " expires", SecretKind.AWS_ACCESS_KEY_ID),
                Arguments.of(
                        "aws_secret_access_key = " + "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCYEXAMPLEKEY",
                        SecretKind.AWS_SECRET_ACCESS_KEY),
                Arguments.of("use " + "ghp_" + mixed(36), SecretKind.GITHUB_TOKEN),
                Arguments.of("gho_" + mixed(36), SecretKind.GITHUB_TOKEN),
                Arguments.of("ghu_" + mixed(36), SecretKind.GITHUB_TOKEN),
                Arguments.of("ghs_" + mixed(36), SecretKind.GITHUB_TOKEN),
                Arguments.of("ghr_" + mixed(36), SecretKind.GITHUB_TOKEN),
                Arguments.of("github_pat_" + mixed(22) + "_" + mixed(59), SecretKind.GITHUB_FINE_GRAINED_TOKEN),
                Arguments.of("ci uses " + "glpat-" + mixed(20), SecretKind.GITLAB_TOKEN),
                Arguments.of("xoxb-" + "123456789012-1234567890123-" + mixed(24), SecretKind.SLACK_TOKEN),
                Arguments.of("xoxp-" + "123456789012-" + mixed(12), SecretKind.SLACK_TOKEN),
                Arguments.of("xoxa-" + "2-" + mixed(16), SecretKind.SLACK_TOKEN),
                Arguments.of("xoxr-" + mixed(16), SecretKind.SLACK_TOKEN),
                Arguments.of("xoxs-" + mixed(16), SecretKind.SLACK_TOKEN),
                Arguments.of(
                        "post to https://hooks.slack.com/" + "services/T00000000/B00000000/" + "XXXX" + mixed(20),
                        SecretKind.SLACK_WEBHOOK),
                Arguments.of("sk_live_" + mixed(24), SecretKind.STRIPE_KEY),
                Arguments.of("sk_test_" + mixed(24), SecretKind.STRIPE_KEY),
                Arguments.of("rk_live_" + mixed(24), SecretKind.STRIPE_KEY),
                Arguments.of("maps: " + "AIza" + mixed(35), SecretKind.GOOGLE_API_KEY),
                Arguments.of("sk-" + mixed(48), SecretKind.OPENAI_KEY),
                Arguments.of("OPENAI=" + "sk-proj-" + mixed(40) + "_" + mixed(20), SecretKind.OPENAI_KEY),
                Arguments.of("sk-ant-" + "api03-" + mixed(40), SecretKind.ANTHROPIC_KEY),
                Arguments.of(
                        "eyJhbGciOiJIUzI1NiJ9" + "." + "eyJzdWIiOiIxMjM0NTY3ODkwIn0" + "." + mixed(43), SecretKind.JWT),
                Arguments.of("-----BEGIN " + "RSA PRIVATE KEY-----\nMIIEow", SecretKind.PRIVATE_KEY),
                Arguments.of("-----BEGIN " + "OPENSSH PRIVATE KEY-----", SecretKind.PRIVATE_KEY),
                Arguments.of("-----BEGIN " + "PRIVATE KEY-----", SecretKind.PRIVATE_KEY),
                Arguments.of(
                        "connect to postgres://app:" + "s3cretPass" + "@db.internal:5432/mnemos",
                        SecretKind.URL_PASSWORD),
                Arguments.of("https://bob:" + "pass" + "@example.org/feed", SecretKind.URL_PASSWORD),
                Arguments.of("password=" + "hunter2!", SecretKind.PASSWORD_ASSIGNMENT),
                Arguments.of("DB_PASSWORD=" + "Tr0ub4dor&3", SecretKind.PASSWORD_ASSIGNMENT),
                Arguments.of("passwd: " + "Tr0ub4dor&3", SecretKind.PASSWORD_ASSIGNMENT),
                Arguments.of("pwd=" + "Zx9!kq", SecretKind.PASSWORD_ASSIGNMENT),
                Arguments.of("secret=" + "n0t-so-hidden", SecretKind.PASSWORD_ASSIGNMENT),
                Arguments.of("{\"api_key\": \"" + "c0ffee-" + "Cake-42\"}", SecretKind.PASSWORD_ASSIGNMENT),
                Arguments.of("token: " + "abc" + "123def456", SecretKind.PASSWORD_ASSIGNMENT),
                Arguments.of("Authorization: Basic " + "dXNlcjpwYXNz" + "d29yZA==", SecretKind.BASIC_AUTH),
                Arguments.of("authorization:bearer " + mixed(30), SecretKind.BEARER_TOKEN),
                Arguments.of(
                        "DefaultEndpointsProtocol=https;AccountName=demo;AccountKey=" + mixed(64) + "=="
                                + ";EndpointSuffix=core.windows.net",
                        SecretKind.AZURE_STORAGE_KEY),
                Arguments.of(
                        "the signing credential for the partner portal is " + mixed(32), SecretKind.HIGH_ENTROPY_TOKEN),
                Arguments.of(mixed(28) + " is the webhook signing key", SecretKind.HIGH_ENTROPY_TOKEN));
    }

    @ParameterizedTest
    @MethodSource("secrets")
    void findsEachKindOfSecret(String text, SecretKind expected) {
        assertThat(screen.find(text)).contains(expected);
    }

    @Test
    void findsSecretsHiddenByZeroWidthCharacters() {
        assertThat(screen.find("AKIA" + "\u200B" + "IOSFODNN7" + "EXAMPLE")).contains(SecretKind.AWS_ACCESS_KEY_ID);
    }

    @Test
    void labelsAreReadable() {
        assertThat(SecretKind.AWS_ACCESS_KEY_ID.label()).isEqualTo("AWS access key id");
    }

    @ParameterizedTest
    @MethodSource("ordinaryText")
    void leavesOrdinaryTextAlone(String text) {
        assertThat(screen.find(text)).isEmpty();
    }

    static Stream<String> ordinaryText() {
        return Stream.of(
                "The customer prefers tables for comparison questions.",
                "Invoices are due within 30 days of delivery.",
                "Order 3f2a9c1e-7b4d-4e2a-9f1c-2d3e4f5a6b7c was shipped on 2024-05-17.",
                "The API key id is 123e4567-e89b-12d3-a456-426614174000.",
                "Fixed in commit 9fceb02d0ae598e95dc970b74767f19372d61af8 on the secret-rotation branch.",
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
                "orderID,customerID,employeeID,orderDate,requiredDate,shippedDate,shipVia,freight,shipName,"
                        + "shipAddress,shipCity,shipRegion,shipPostalCode,shipCountry",
                "employeeID,lastName,firstName,title,titleOfCourtesy,birthDate,hireDate,address,city,region,"
                        + "postalCode,country,homePhone,extension,photo,notes,reportsTo,photoPath",
                "productID,productName,supplierID,categoryID,quantityPerUnit,unitPrice,unitsInStock,unitsOnOrder,"
                        + "reorderLevel,discontinued",
                "Row ID,Order ID,Order Date,Ship Date,Ship Mode,Customer ID,Customer Name,Segment,Country,City,"
                        + "State,Postal Code,Region,Product ID,Category,Sub-Category,Product Name,Sales,Quantity,"
                        + "Discount,Profit",
                "ID,Project Code,PQ #,PO / SO #,ASN/DN #,Country,Managed By,Fulfill Via,Vendor INCO Term,"
                        + "Shipment Mode,PQ First Sent to Client Date,PO Sent to Vendor Date,Scheduled Delivery Date,"
                        + "Delivered to Client Date,Delivery Recorded Date,Product Group,Sub Classification,Vendor,"
                        + "Item Description,Molecule/Test Type,Brand,Dosage,Dosage Form,Unit of Measure (Per Pack),"
                        + "Line Item Quantity,Line Item Value,Pack Price,Unit Price,Manufacturing Site,"
                        + "First Line Designation,Weight (Kilograms),Freight Cost (USD),Line Item Insurance (USD)",
                "customerID,gender,SeniorCitizen,Partner,Dependents,tenure,PhoneService,MultipleLines,"
                        + "InternetService,OnlineSecurity,OnlineBackup,DeviceProtection,TechSupport,StreamingTV,"
                        + "StreamingMovies,Contract,PaperlessBilling,PaymentMethod,MonthlyCharges,TotalCharges,Churn");
    }
}
