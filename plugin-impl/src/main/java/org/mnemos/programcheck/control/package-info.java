/**
 * The check and what it answers, public: {@code InjectionCheck} runs it under an {@code InjectionContract}
 * (the {@code InjectionPoint} data comes from, the allowed script sources, the size limit) and answers an
 * {@code InjectionReport} of {@code Finding}s; {@code TaskConstants} are the numbers the task specifications
 * allow in a program. The scans are package-private: {@code MarkupScan} reads the HTML, {@code ScriptScan}
 * each script, through {@code ScriptTokenizer}'s {@code ScriptToken}s ({@code ScriptTokenScan}, and
 * {@code AstScan} with {@code AstLiterals} where the script parses; {@code UnreadableScript} where it does
 * not), collecting {@code ScriptFacts}: forbidden APIs ({@code ForbiddenApis}, {@code Escapes}), the URLs
 * markup and scripts set ({@code UrlSinks}), names ({@code NameRole}) and data-like literals
 * ({@code LiteralScan} over {@code DataShapes}, {@code NumberText} and the profile's {@code ProfileFacts} and
 * {@code Statistic}s).
 */
package org.mnemos.programcheck.control;
