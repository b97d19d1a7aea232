/**
 * {@code SecretScreen} finds or masks credentials by the rules of {@code secret-rules.yaml} ({@code SecretRule}
 * with its {@code ValueShape} and {@code CredentialShape}), on every spelling {@code TextNormalizer} undoes;
 * {@code JsonScreen} runs it over JSON values, each with its name; {@code ScreeningBudget} bounds what one request
 * has it read. A finding names the {@code SecretKind}, never the value.
 */
package org.mnemos.screening.control;
