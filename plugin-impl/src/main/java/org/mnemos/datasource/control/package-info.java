/**
 * Data sources behind the {@code DataConnectors} port: {@code DataSources} (the store),
 * {@code SourceConfigs} (each configuration checked against its connector's JSON Schema),
 * {@code SourceFiles} (uploads streamed under the data directory), {@code Profiling} with {@code ProfileRedaction} (credentials in the data masked; the profile kept
 * on the source and remembered through the memory write path as DATA_SCHEMA; {@code ProfileMetrics} counts
 * its tokens against the rows' with {@code PromptTokens}, which artifacts count prompts with too), and the two ports this
 * capability implements for others: {@code ConfigCredentials} ({@code CredentialResolver}, secrets
 * resolved by name from configuration) and {@code DataSourceFingerprints} ({@code SchemaFingerprints}).
 * Nothing here knows Camel.
 */
package org.mnemos.datasource.control;
