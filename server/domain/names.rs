//! Rules for names people choose: trimmed, never blank, and slugs for URLs.

use crate::error::{Error, Result};

/// A trimmed name that is not blank. The spec bounds its length; blank is the case it cannot say.
pub fn required_name(field: &str, value: &str) -> Result<String> {
    let trimmed = value.trim();
    if trimmed.is_empty() {
        return Err(Error::invalid(field, "must not be blank"));
    }
    Ok(trimmed.to_string())
}

/// Optional free text: trimmed, and empty means "none".
pub fn optional_text(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_string()).filter(|v| !v.is_empty())
}

/// `Checkout Team!` → `checkout-team`; never empty.
pub fn slugify(name: &str) -> String {
    let mut slug = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    let slug = slug.trim_end_matches('-');
    let slug: String = slug.chars().take(63).collect();
    if slug.is_empty() {
        "team".to_string()
    } else {
        slug.trim_end_matches('-').to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_lowercase_words_joined_by_dashes() {
        assert_eq!(slugify("Checkout Team!"), "checkout-team");
        assert_eq!(slugify("  --QA__2  "), "qa-2");
        assert_eq!(slugify("日本"), "team");
    }

    #[test]
    fn blank_names_are_refused_with_their_field() {
        let error = required_name("/name", "   ").unwrap_err();
        assert_eq!(error.status(), 400);
        assert_eq!(required_name("/name", " a ").unwrap(), "a");
    }
}
