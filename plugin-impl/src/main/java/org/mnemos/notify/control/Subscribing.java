package org.mnemos.notify.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.notify.entity.Subscription;
import org.mnemos.notify.entity.SubscriptionTiming;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;
import org.mnemos.refresh.control.ScheduleRules;
import org.mnemos.security.control.Caller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/**
 * Subscribing to a published dashboard and managing subscriptions. Any member subscribes themselves (one
 * address, theirs) and sees and removes only their own; stewards and owners subscribe lists of addresses and
 * manage every subscription of their workspace. Everything is checked before anything is stored.
 */
@ApplicationScoped
public class Subscribing {

    @Inject
    WorkspaceAccess access;

    @Inject
    Artifacts artifacts;

    @Inject
    Subscriptions store;

    Clock clock = DatabaseClock.utc();

    /**
     * @param filters viewer-filter values by filter id, kept for the mails (empty for the dashboard as published)
     * @param linkBase the API root the mails' links name
     */
    public Subscription subscribe(
            Caller who,
            String ws,
            String artifactId,
            List<String> recipients,
            SubscriptionTiming timing,
            Map<String, Object> filters,
            String linkBase) {
        boolean manager = manages(who, ws);
        Artifact artifact = artifacts.existing(who.tenant(), ws, artifactId);
        List<String> addresses = AddressRules.checked("/recipients", recipients, manager ? AddressRules.MAX : 1);
        if (timing.scheduled()) {
            ScheduleRules.schedule(timing.cron(), timing.zone());
        } else if (!timing.afterRefresh()) {
            throw ProblemException.invalidInput("/cron", "give a cron and zone, or set afterRefresh to true");
        }
        if (artifact.head() == 0) {
            throw new ProblemException(
                    ErrorCode.NOT_PUBLISHED,
                    "Dashboard '" + artifact.name() + "' has no published version yet: only published versions are"
                            + " mailed.");
        }
        String stored = filters == null || filters.isEmpty() ? null : Json.text(filters);
        return store.store(
                new Subscription(who.tenant(), ws, artifactId, timing, stored, linkBase, who.user(), clock.instant()),
                addresses);
    }

    /** The dashboard's subscriptions the caller may see: all for a steward, their own for anyone else. */
    public List<Subscription> list(Caller who, String ws, String artifactId) {
        boolean manager = manages(who, ws);
        artifacts.existing(who.tenant(), ws, artifactId);
        return store.of(artifactId).stream()
                .filter(s -> manager || s.createdBy().equals(who.user()))
                .toList();
    }

    public Subscription get(Caller who, String ws, String artifactId, String id) {
        boolean manager = manages(who, ws);
        Subscription subscription = store.existing(who.tenant(), ws, artifactId, id);
        if (!manager && !subscription.createdBy().equals(who.user())) {
            // Another member's subscription is not revealed to a viewer, not even that it exists.
            throw new ProblemException(
                    ErrorCode.SUBSCRIPTION_NOT_FOUND, "The dashboard has no subscription '" + id + "'.");
        }
        return subscription;
    }

    public void delete(Caller who, String ws, String artifactId, String id) {
        store.delete(get(who, ws, artifactId, id));
    }

    private boolean manages(Caller who, String ws) {
        return access.require(who, ws).role().atLeast(Role.STEWARD);
    }
}
