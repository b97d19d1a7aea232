package org.mnemos.screening.control;

import java.util.List;

/**
 * One realistic value per credential format, after the fixtures of the gitleaks rule set. Every
 * value is fake but well-formed; they are assembled from pieces so that this repository does not
 * itself trip secret scanners. Shared with the end-to-end test that looks for them in every copy.
 */
public final class SecretFixtures {

    /** A text holding one credential, and the rule that must find it. */
    public record Fixture(String text, String ruleId) {}

    private static final String MIXED = "aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xYzC";
    private static final String HEX = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
    private static final String UPPER = "Q7X2M9K4P1Z8R5T3W6Y0B2N7C4V9L1J8H5G3F6D0S2A7";
    private static final String BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";

    private static String cycle(String alphabet, int length) {
        return alphabet.repeat(length / alphabet.length() + 1).substring(0, length);
    }

    /** A deterministic random-looking run of letters and digits. */
    public static String mixed(int length) {
        return cycle(MIXED, length);
    }

    public static String hex(int length) {
        return cycle(HEX, length);
    }

    private static String upper(int length) {
        return cycle(UPPER, length);
    }

    private static String lower(int length) {
        return cycle(MIXED.toLowerCase(), length);
    }

    private static String letters(int length) {
        return cycle(MIXED.replaceAll("[0-9]", ""), length);
    }

    private SecretFixtures() {}

    public static List<Fixture> all() {
        return List.of(
                row("-----BEGIN " + "RSA PRIVATE KEY-----\nMIIEow", "private-key"),
                row("-----BEGIN " + "OPENSSH PRIVATE KEY-----", "private-key"),
                row("-----BEGIN " + "PRIVATE KEY-----", "private-key"),
                row("PuTTY-User-Key-" + "File-3: ssh-ed25519\nEncryption: none", "putty-private-key"),
                row("AGE-SECRET-" + "KEY-1" + cycle(BECH32, 58), "age-secret-key"),
                row("key " + "AKIA" + "IOSFODNN7" + "EXAMPLE", "aws-access-key-id"),
                row("session " + "ASIA" + "Y34FZKBOKMUTVV7A" + " expires", "aws-access-key-id"),
                row(
                        "aws_secret_access_key = " + "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCYEXAMPLEKEY",
                        "aws-secret-access-key"),
                row("use " + "ghp_" + mixed(36), "github-token"),
                row("gho_" + mixed(36), "github-token"),
                row("ghu_" + mixed(36), "github-token"),
                row("ghs_" + mixed(36), "github-token"),
                row("ghr_" + mixed(36), "github-token"),
                row("github_pat_" + mixed(22) + "_" + mixed(59), "github-fine-grained-token"),
                row("ci uses " + "glpat-" + mixed(20), "gitlab-token"),
                row("trigger with " + "glptt-" + hex(40), "gitlab-pipeline-trigger-token"),
                row("glrt-" + mixed(20), "gitlab-runner-token"),
                row("register with " + "GR1348941" + mixed(20), "gitlab-runner-token"),
                row("gldt-" + mixed(20), "gitlab-deploy-token"),
                row("xoxb-" + "123456789012-1234567890123-" + mixed(24), "slack-token"),
                row("xoxp-" + "123456789012-" + mixed(12), "slack-token"),
                row("xoxa-" + "2-" + mixed(16), "slack-token"),
                row("xoxr-" + mixed(16), "slack-token"),
                row("xoxs-" + mixed(16), "slack-token"),
                row(
                        "post to https://hooks.slack.com/" + "services/T00000000/B00000000/" + "XXXX" + mixed(20),
                        "slack-webhook"),
                row(
                        "https://discord.com/api/" + "webhooks/123456789012345678/" + mixed(34) + "-" + mixed(33),
                        "discord-webhook"),
                row(
                        "https://contoso.webhook.office.com/" + "webhookb2/" + hex(8) + "-" + hex(4) + "@" + hex(8)
                                + "/IncomingWebhook/" + hex(32) + "/" + hex(8),
                        "teams-webhook"),
                row("sk_live_" + mixed(24), "stripe-key"),
                row("sk_test_" + mixed(24), "stripe-key"),
                row("rk_live_" + mixed(24), "stripe-key"),
                row("endpoint secret " + "whsec_" + mixed(32), "stripe-webhook-secret"),
                row("maps: " + "AIza" + mixed(35), "google-api-key"),
                row("client: " + "GOCSPX-" + mixed(28), "google-oauth-client-secret"),
                row("sk-ant-" + "api03-" + mixed(40), "anthropic-api-key"),
                row("sk-" + mixed(48), "openai-api-key"),
                row("OPENAI=" + "sk-proj-" + mixed(40) + "_" + mixed(20), "openai-api-key"),
                row("gsk_" + mixed(52), "groq-api-key"),
                row("hf_" + letters(34), "huggingface-token"),
                row("api_org_" + letters(34), "huggingface-token"),
                row("HF_TOKEN " + "hf_" + mixed(34), "huggingface-token"),
                row(
                        "DefaultEndpointsProtocol=https;AccountName=demo;AccountKey=" + mixed(64) + "=="
                                + ";EndpointSuffix=core.windows.net",
                        "azure-storage-key"),
                row("client credential " + "Zx7" + "8Q~" + mixed(34), "azure-ad-client-secret"),
                row("LTAI" + mixed(20), "alibaba-access-key-id"),
                row("ATATT3" + mixed(186), "atlassian-api-token"),
                row("dapi" + hex(32), "databricks-token"),
                row("dop_v1_" + hex(64), "digitalocean-token"),
                row("doo_v1_" + hex(64), "digitalocean-token"),
                row("dp.pt." + mixed(43), "doppler-token"),
                row("dt0c01." + upper(24) + "." + upper(64), "dynatrace-token"),
                row("EZAK" + mixed(54), "easypost-api-key"),
                row("FLWSECK_TEST-" + hex(32) + "-X", "flutterwave-secret-key"),
                row("glsa_" + mixed(32) + "_" + hex(8), "grafana-token"),
                row("glc_" + mixed(40), "grafana-token"),
                row("hvs." + mixed(95), "vault-token"),
                row(mixed(14) + ".atlasv1." + mixed(67), "terraform-cloud-token"),
                row("HRKU-AA" + mixed(58), "heroku-api-key"),
                row("lin_api_" + mixed(40), "linear-api-key"),
                row(hex(32) + "-us21", "mailchimp-api-key"),
                row("key-" + hex(32), "mailgun-api-key"),
                row("NRAK-" + upper(27), "new-relic-key"),
                row("npm_" + mixed(36), "npm-token"),
                row("A3-" + "ASWWYB-798JRY-LJVD4-" + "23DC2-86TVM-H43EB", "onepassword-secret"),
                row("pscale_tkn_" + mixed(43), "planetscale-token"),
                row("PMAK-" + hex(24) + "-" + hex(34), "postman-api-key"),
                row("pul-" + hex(40), "pulumi-token"),
                row("pypi-AgEIcHlw" + "aS5vcmc" + mixed(60), "pypi-token"),
                row("rubygems_" + hex(48), "rubygems-api-key"),
                row("SG." + mixed(22) + "." + mixed(43), "sendgrid-api-key"),
                row("xkeysib-" + hex(64) + "-" + mixed(16), "brevo-api-key"),
                row("shpat_" + hex(32), "shopify-token"),
                row("shpss_" + hex(32), "shopify-token"),
                row("sq0csp-" + mixed(43), "square-token"),
                row("EAAA" + mixed(60), "square-token"),
                row("SK" + hex(32), "twilio-api-key"),
                row("Twilio account " + "AC" + hex(32) + " with auth token " + hex(32), "twilio-auth-token"),
                row("AC" + hex(32) + ":" + hex(32), "twilio-auth-token"),
                row("pat-na1-" + "9f86d081-884c-7d65-9a2f-eaa0c55ad015", "hubspot-private-app-token"),
                row("sk.eyJ" + mixed(60) + "." + mixed(22), "mapbox-secret-token"),
                row("oy2" + lower(43), "nuget-api-key"),
                row("xai-" + mixed(80), "xai-api-key"),
                row("pplx-" + mixed(48), "perplexity-api-key"),
                row("sl." + mixed(140), "dropbox-token"),
                row("bot 123456789:AA" + mixed(33), "telegram-bot-token"),
                row("sntryu_" + hex(64), "sentry-token"),
                row("AKCp" + mixed(69), "artifactory-token"),
                row("dckr_pat_" + mixed(27), "docker-hub-token"),
                row("fo1_" + mixed(43), "flyio-token"),
                row("pat" + mixed(14) + "." + hex(64), "airtable-token"),
                row("p8e-" + mixed(32), "adobe-client-secret"),
                row("CLOJARS_" + lower(60), "clojars-token"),
                row("v1.0-" + hex(24) + "-" + hex(146), "cloudflare-origin-ca-key"),
                row("shippo_live_" + hex(40), "shippo-api-token"),
                row("tfp_" + mixed(59), "typeform-token"),
                row("pnu_" + mixed(36), "prefect-api-key"),
                row("rdme_" + lower(70), "readme-api-key"),
                row("sqp_" + hex(40), "sonarqube-token"),
                row("ico-" + mixed(32), "infracost-api-key"),
                row(mixed(6) + "_" + mixed(29) + "_mmk", "maxmind-license-key"),
                row("okta: 00" + mixed(40), "okta-api-token"),
                row("eyJhbGciOiJIUzI1NiJ9" + "." + "eyJzdWIiOiIxMjM0NTY3ODkwIn0" + "." + mixed(43), "jwt"),
                row("Authorization: Basic " + "dXNlcjpwYXNz" + "d29yZA==", "basic-auth"),
                row("authorization:bearer " + mixed(30), "bearer-token"),
                row("connect to postgres://app:" + "s3cretPass" + "@db.internal:5432/mnemos", "url-password"),
                row("https://bob:" + "pass" + "@example.org/feed", "url-password"),
                // database and cache URLs: any password counts, however short, with or without a user
                row("postgres://u:" + "p" + "@h/db", "url-password"),
                row("redis://:" + "pw" + "@cache.internal:6379/0", "url-password"),
                row("mysql://root:" + "x9" + "@db/app", "url-password"),
                row("mongodb+srv://admin:" + "Zq8wX2" + "@cluster0.example.mongodb.net/shop", "url-password"),
                row("amqp://guest:" + "guest" + "@rabbit:5672/", "url-password"),
                row("password=" + "hunter2!", "password-assignment"),
                row("DB_PASSWORD=" + "Tr0ub4dor&3", "password-assignment"),
                row("passwd: " + "Tr0ub4dor&3", "password-assignment"),
                row("pwd=" + "Zx9!kq", "password-assignment"),
                row("secret=" + "n0t-so-hidden", "password-assignment"),
                row("{\"api_key\": \"" + "c0ffee-" + "Cake-42\"}", "password-assignment"),
                row("token: " + "abc" + "123def456", "password-assignment"),
                row("export GITHUB_TOKEN=" + hex(40), "password-assignment"),
                // generated keys under a credential name, in the assignment styles of several languages
                row("MAILJET_KEY=" + hex(32), "generic-secret-assignment"),
                row("{\"signing_key\": \"" + hex(64) + "\"}", "generic-secret-assignment"),
                row("licenseKey: " + hex(40), "generic-secret-assignment"),
                row("export DD_APP_KEY=" + hex(40), "generic-secret-assignment"),
                row("self.encryption_key = \"" + mixed(32) + "\"", "generic-secret-assignment"),
                row("const privateKey = '" + mixed(44) + "';", "generic-secret-assignment"),
                row("private static final String MASTER_KEY = \"" + hex(64) + "\";", "generic-secret-assignment"),
                row("accessKey := \"" + hex(32) + "\"", "generic-secret-assignment"),
                row("'client_key' => '" + mixed(24) + "',", "generic-secret-assignment"),
                row("<authKey>" + hex(32) + "</authKey>", "generic-secret-assignment"),
                row("os.environ[\"SERVICE_CREDENTIALS\"] = \"" + hex(40) + "\"", "generic-secret-assignment"),
                row("smtp:\n  relay_key: " + hex(32) + "\n", "generic-secret-assignment"),
                // a credential disclosed in a sentence, in English, French, German and Spanish
                row("The admin password is " + "Tr0ub4dor&3", "credential-disclosure"),
                row("my API key is " + hex(32), "credential-disclosure"),
                row("the password for the staging database is now " + "Blue-Fox-42", "credential-disclosure"),
                row("Le mot de passe admin est " + "Soleil#2024", "credential-disclosure"),
                row("ma clé API est " + hex(32), "credential-disclosure"),
                row("Das Passwort für den Server lautet " + "Sommer2024!", "credential-disclosure"),
                row("Mein API-Schlüssel ist " + hex(40), "credential-disclosure"),
                row("La contraseña del administrador es " + "Hola#1234", "credential-disclosure"),
                row("mi clave API es " + hex(32), "credential-disclosure"),
                // hex-only vendor keys next to a key word
                row("SendGrid API key " + hex(32), "hex-key-near-word"),
                row("Here is the Mailgun secret (" + hex(32) + ") for the newsletter", "hex-key-near-word"),
                row("the signing credential for the partner portal is " + mixed(32), "high-entropy-token"),
                row(mixed(28) + " is the webhook signing key", "high-entropy-token"));
    }

    private static Fixture row(String text, String ruleId) {
        return new Fixture(text, ruleId);
    }
}
