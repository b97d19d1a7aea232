package org.mnemos.artifact.control;

import org.mnemos.artifact.entity.Artifact;

/**
 * What a published version's page shows one member: its stored content and the data computed for it, which
 * the served page and every export of it draw alike.
 *
 * @param number      the version shown (the latest when none was named)
 * @param content     the version's stored content: a canonical spec or a program
 * @param data        the spec's datasets or the program's rows
 * @param ownSourceId the data source of the member's own binding the page shows, or null for the shared data
 * @param ownSource   that source's name, or null
 */
public record ShownVersion(
        Artifact artifact, int number, String content, PageContent data, String ownSourceId, String ownSource) {}
