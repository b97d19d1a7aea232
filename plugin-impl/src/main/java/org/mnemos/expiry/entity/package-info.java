/**
 * {@code ExpiryCandidate}: an entry the scratch-expiry job acts on and how (EXPIRE, REVIEW_DUE or
 * DELETE), serializable for the job's checkpoints. Not a JPA entity.
 */
package org.mnemos.expiry.entity;
