package org.mnemos.notify.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.Objects;
import java.util.UUID;

/** One address a subscription mails: personal data, removed with the subscription or by its unsubscribe link. */
@Entity
@Table(name = "subscription_recipient")
public class Recipient {

    @Id
    private String id;

    @Column(name = "subscription_id", nullable = false, updatable = false)
    private String subscriptionId;

    @Column(nullable = false, updatable = false)
    private String address;

    protected Recipient() {}

    public Recipient(String subscriptionId, String address) {
        this.id = UUID.randomUUID().toString();
        this.subscriptionId = Objects.requireNonNull(subscriptionId);
        this.address = Objects.requireNonNull(address);
    }

    public String id() {
        return id;
    }

    public String subscriptionId() {
        return subscriptionId;
    }

    public String address() {
        return address;
    }
}
