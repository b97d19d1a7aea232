package org.mnemos.notify.control;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mnemos.dashboard.entity.Band;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.FieldBand;
import org.mnemos.dashboard.entity.KpiCard;

/**
 * The threshold bands a KPI is coloured by: its card's own, then the task specification's rules for its column
 * ({@code formatRules.thresholds}) — the thresholds a SPEC_BAND alert watches.
 */
final class KpiBands {

    private KpiBands() {}

    static Optional<KpiCard> kpi(DashboardSpec spec, String kpiId) {
        return spec.kpis().stream().filter(k -> k.id().equals(kpiId)).findFirst();
    }

    static List<Band> of(DashboardSpec spec, KpiCard kpi) {
        List<Band> bands = new ArrayList<>(kpi.thresholds());
        spec.formatRules().thresholds().stream()
                .filter(rule -> rule.field().equals(kpi.field()))
                .map(FieldBand::band)
                .forEach(bands::add);
        return bands;
    }
}
