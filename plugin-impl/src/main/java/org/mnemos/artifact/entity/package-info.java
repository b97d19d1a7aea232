/**
 * The DashboardSpec and its parts, as immutable records that mirror
 * {@code META-INF/mnemos/artifacts/dashboard-spec.schema.json} one to one: {@code DashboardSpec},
 * {@code KpiCard}, {@code Chart} (with {@code XEncoding}, {@code YEncoding}, {@code ColourEncoding}),
 * {@code DetailTable} (with {@code TableColumn}, {@code TableSort}), {@code Layout}, {@code FormatRules}
 * (with {@code CategoryColour}, {@code FieldBand}, {@code DecimalsRule}), the shared values
 * {@code NumberFormat} and {@code Band}, and the closed vocabularies as enums. Components are declared in
 * the schema's property order, which is the canonical key order of a serialised spec, so that two specs
 * diff line by line. Optional parts are {@code null} and left out of the JSON.
 *
 * <p>The version model: an {@code Artifact} counts its published versions and hands out the next number
 * only to a publish on its head (compare-and-set, {@code StaleDraft} otherwise); an {@code ArtifactVersion}
 * is immutable ({@code VersionSource} GENERATED, EDITED or REVERT); a {@code Draft} is one editor's working
 * copy with bounded {@code Snapshots} to undo and redo ({@code NothingToStep} when a stack is empty).
 */
package org.mnemos.artifact.entity;
