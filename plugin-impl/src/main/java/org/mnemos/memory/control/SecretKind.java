package org.mnemos.memory.control;

/**
 * The kinds of secret that must never become memory. A rejection names the kind, never the
 * value, so the secret does not leak into problem responses, logs or the audit trail.
 */
public enum SecretKind {
    AWS_ACCESS_KEY_ID("AWS access key id"),
    AWS_SECRET_ACCESS_KEY("AWS secret access key"),
    GITHUB_TOKEN("GitHub token"),
    GITHUB_FINE_GRAINED_TOKEN("GitHub fine-grained personal access token"),
    GITLAB_TOKEN("GitLab personal access token"),
    SLACK_TOKEN("Slack token"),
    SLACK_WEBHOOK("Slack webhook URL"),
    STRIPE_KEY("Stripe secret key"),
    GOOGLE_API_KEY("Google API key"),
    ANTHROPIC_KEY("Anthropic API key"),
    OPENAI_KEY("OpenAI API key"),
    JWT("JSON Web Token"),
    PRIVATE_KEY("private key"),
    URL_PASSWORD("password in a URL"),
    PASSWORD_ASSIGNMENT("password or secret assignment"),
    BASIC_AUTH("basic-auth credentials"),
    BEARER_TOKEN("bearer token"),
    AZURE_STORAGE_KEY("Azure storage account key"),
    HIGH_ENTROPY_TOKEN("high-entropy token next to a credential word");

    private final String label;

    SecretKind(String label) {
        this.label = label;
    }

    /** A phrase a citizen developer can read, e.g. "AWS access key id". */
    public String label() {
        return label;
    }
}
