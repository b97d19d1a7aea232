package org.mnemos.refresh.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.mnemos.api.connector.CredentialResolver;
import org.mnemos.api.egress.DestinationNotAllowed;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;
import org.mnemos.refresh.entity.ScheduleSettings;
import org.mnemos.schedule.control.CronSchedule;
import org.mnemos.security.control.EgressPolicies;

/**
 * What a schedule must be: a five-field cron, an IANA zone, and a webhook (if any) that is an http(s) URL
 * the tenant's egress policy lets the server reach, signed with a credential that exists. A refused
 * destination is 422 {@code DESTINATION_NOT_ALLOWED} naming the host, as for a data source; the address is
 * checked again at every send, since names can move.
 */
@ApplicationScoped
public class ScheduleRules {

    static final int MAX_URL = 2000;

    @Inject
    EgressPolicies egress;

    @Inject
    CredentialResolver credentials;

    /** The cron on the zone's wall clock, or 422 {@code INVALID_INPUT} naming {@code /cron} or {@code /zone}. */
    public static CronSchedule schedule(String cron, String zone) {
        List<Violation> faults = new ArrayList<>();
        if (zone == null || !ZoneId.getAvailableZoneIds().contains(zone)) {
            faults.add(new Violation("/zone", "must be an IANA time zone such as Europe/Berlin"));
        }
        try {
            CronSchedule.of(cron == null ? "" : cron.strip(), "UTC");
        } catch (RuntimeException e) {
            faults.add(new Violation(
                    "/cron",
                    "must be a five-field cron expression (minute hour day month weekday) such as '0 7 * * 1'"));
        }
        if (!faults.isEmpty()) {
            throw ProblemException.invalidInput("The schedule's timing is not valid.", faults);
        }
        return CronSchedule.of(cron.strip(), zone);
    }

    public void check(String tenant, ScheduleSettings settings) {
        schedule(settings.cron(), settings.zone());
        if (settings.notifies()) {
            checkWebhook(tenant, settings.webhookUrl(), settings.webhookSecretRef());
        } else if (settings.webhookSecretRef() != null) {
            throw ProblemException.invalidInput("/webhookUrl", "a signing secret needs the webhook URL it signs for");
        }
    }

    /** A webhook the server may post to (egress policy) with a signing credential that exists, or 422 naming the field. */
    public void checkWebhook(String tenant, String url, String secretRef) {
        URI address = address(url);
        try {
            egress.of(tenant).check(address);
        } catch (DestinationNotAllowed e) {
            throw new ProblemException(Problem.of(ErrorCode.DESTINATION_NOT_ALLOWED, e.getMessage())
                    .withErrors(List.of(new Violation("/webhookUrl", e.getMessage()))));
        } catch (UnknownHostException e) {
            throw ProblemException.invalidInput("/webhookUrl", "the host '" + address.getHost() + "' is not known");
        }
        if (secretRef == null || !secretRef.matches("[A-Za-z0-9._-]{1,100}")) {
            throw ProblemException.invalidInput(
                    "/webhookSecretRef", "name the credential that signs the webhook (mnemos.credentials.<name>)");
        }
        if (credentials.resolve(secretRef).isEmpty()) {
            throw ProblemException.invalidInput(
                    "/webhookSecretRef",
                    "there is no credential named '" + secretRef + "' (mnemos.credentials.<name>)");
        }
    }

    private static URI address(String url) {
        try {
            URI address = new URI(url);
            if (url.length() <= MAX_URL && address.isAbsolute() && address.getHost() != null) {
                return address;
            }
        } catch (URISyntaxException e) {
            // answered below, with the field at fault
        }
        throw ProblemException.invalidInput("/webhookUrl", "must be an absolute http or https URL");
    }
}
