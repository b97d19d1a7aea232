package org.mnemos.dashboard.entity;

/** A column computed per row and usable as a {@code field} anywhere by its name: {@code to − from} in {@code unit}. */
public record DerivedField(String name, DerivedKind kind, String from, String to, DurationUnit unit) {}
