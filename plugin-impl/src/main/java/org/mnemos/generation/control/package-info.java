/**
 * Making dashboards. {@code ArtifactGenerator} is the port every generator implements
 * ({@code GenerationRequest} in, {@code Generation} out) and {@code ArtifactGeneratorProducer} the CDI producer that
 * picks one. {@code OfflineSpecGenerator} is the default: deterministic, no network, a DashboardSpec built
 * from the profile ({@code MeasureChoice} with {@code Measure}, {@code DimensionChoice}, {@code SpecFormats},
 * put together by {@code SpecDesign}), the task specifications ({@code TaskSpecParser} with
 * {@code ColourPairs} → {@code TaskRules}) and the refinements it understands ({@code SpecRefinement}); it
 * counts the composed prompt's tokens with the data sources' {@code PromptTokens}.
 * {@code LlmArtifactGenerator} asks a language model: the prompt's base ({@code BasePrompt}) and the profile
 * as the model reads it ({@code ProfileSummary}), the content taken out of the answer ({@code AnswerText}),
 * checked through {@code ContentRules}, and one repair ({@code RepairRequest}) when it is refused.
 *
 * <p>Understanding a request: {@link org.mnemos.generation.control.RequestParser} splits the instruction into
 * clauses and reads each against the table's profile (column names, their words, stems and synonyms, the
 * values of their catalogs, and the offline embedding model). Pure and deterministic: no I/O, no clock.
 */
package org.mnemos.generation.control;
