package org.mnemos.notify.control;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.FormatType;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.NumberFormat;
import org.mnemos.dashboard.entity.UnitPosition;

/**
 * A spec's KPI values written as its cards write them (decimals, percent of a fraction, currency, scale, unit),
 * for a mail: title → text. A KPI without a value is an em dash; a non-numeric value is written as it is.
 */
public final class KpiFigures {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private KpiFigures() {}

    public static Map<String, String> of(DashboardSpec spec, Datasets datasets) {
        Map<String, String> figures = new LinkedHashMap<>();
        for (KpiCard kpi : spec.kpis()) {
            figures.put(kpi.title(), written(datasets.kpis().get(kpi.id()), kpi.format()));
        }
        return figures;
    }

    static String written(Object value, NumberFormat format) {
        if (value == null) {
            return "—";
        }
        if (!(value instanceof BigDecimal number) || format == null) {
            return String.valueOf(value);
        }
        BigDecimal shown = format.type() == FormatType.PERCENT ? number.multiply(HUNDRED) : number;
        String suffix = format.suffix() == null ? "" : format.suffix();
        if (format.scale() != null) {
            shown = shown.movePointLeft(3 * (format.scale().ordinal() + 1));
            suffix = " " + format.scale().suffix() + suffix;
        }
        String text = shown.setScale(Math.max(0, format.decimals()), RoundingMode.HALF_UP)
                .toPlainString();
        if (format.type() == FormatType.PERCENT) {
            text += " %";
        }
        if (format.type() == FormatType.CURRENCY && format.currency() != null) {
            text = format.currency() + " " + text;
        }
        text += suffix;
        if (format.unit() != null) {
            text = format.unitPosition() == UnitPosition.PREFIX
                    ? format.unit() + " " + text
                    : text + " " + format.unit();
        }
        return text;
    }
}
