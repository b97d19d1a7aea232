package org.mnemos.artifact.control;

import java.util.List;
import java.util.Optional;
import org.mnemos.artifact.entity.Band;
import org.mnemos.artifact.entity.CategoryColour;
import org.mnemos.artifact.entity.DecimalsRule;
import org.mnemos.artifact.entity.FieldBand;
import org.mnemos.artifact.entity.FormatRules;
import org.mnemos.artifact.entity.FormatType;

/** What the task specifications ask of a dashboard's presentation, resolved to the profile's columns. */
record TaskRules(List<CategoryColour> colours, List<FieldBand> bands, List<DecimalsRule> decimals) {

    TaskRules {
        colours = List.copyOf(colours);
        bands = List.copyOf(bands);
        decimals = List.copyOf(decimals);
    }

    /** The column the colour rules are about, if any: the breakdown should show those colours. */
    Optional<String> colouredField() {
        return colours.stream().map(CategoryColour::field).findFirst();
    }

    List<Band> bandsOf(String field) {
        return bands.stream().filter(b -> b.field().equals(field)).map(FieldBand::band).toList();
    }

    Optional<Integer> decimalsFor(FormatType type) {
        return decimals.stream().filter(d -> d.type() == type).map(DecimalsRule::decimals).reduce((first, last) -> last);
    }

    FormatRules formatRules() {
        return new FormatRules(colours, bands, decimals);
    }
}
