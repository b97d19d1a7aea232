/**
 * The DashboardSpec and its parts, as immutable records that mirror
 * {@code META-INF/mnemos/artifacts/dashboard-spec-2.schema.json} one to one (a version-1 spec, of
 * {@code dashboard-spec.schema.json}, is the same records without the version-2 members): {@code DashboardSpec},
 * {@code KpiCard}, {@code Chart} (with {@code XEncoding}, {@code YEncoding}, {@code ColourEncoding}),
 * {@code DetailTable} (with {@code TableColumn}, {@code TableSort}), {@code Layout}, {@code FormatRules}
 * (with {@code CategoryColour}, {@code FieldBand}, {@code DecimalsRule}), the shared values
 * {@code NumberFormat} and {@code Band}, the version-2 parts ({@code Filter}, {@code DerivedField},
 * {@code Exclusion}, {@code Theme}, {@code Ratio}, {@code Bin}, {@code GroupLimit}, {@code SeriesLimit}), and the
 * closed vocabularies as enums. Components are declared in
 * the schema's property order, which is the canonical key order of a serialised spec, so that two specs
 * diff line by line. Optional parts are {@code null} and left out of the JSON. {@code Datasets} is what a
 * spec's page is given: the computed numbers, per card, chart and table. {@code ArtifactForm} says whether a
 * dashboard is such a spec or a complete HTML/JS program.
 */
package org.mnemos.dashboard.entity;
