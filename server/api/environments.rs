//! Environments of a project: the base URL a run sends its requests to, and the variables that
//! fill `{{name}}` placeholders in steps.

use std::collections::{BTreeMap, HashMap};

use testdeck_api::models;
use url::Url;

use super::context::RequestContext;
use super::projects::{read_in_project, write_in_project};
use crate::crypto::DataKey;
use crate::domain::{ids::new_id, time};
use crate::error::{Error, FieldError, Result};
use crate::outbound::policy::TargetPolicy;
use crate::state::AppState;
use crate::store::environments::{EnvironmentFields, EnvironmentFilter, EnvironmentRow};
use crate::store::{self, Conn, Paging};

pub async fn create(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    input: models::EnvironmentInput,
) -> Result<models::Environment> {
    let valid = Valid::checked(input, state).await?;
    write_in_project(state, context, project_id, move |tx, project, account_id| {
        let id = new_id("env");
        store::environments::insert(tx, &id, &project.id, &valid.fields(&time::now_text()))?;
        visible_environment(tx, account_id, &id)
    })
    .await
    .and_then(environment_model)
}

pub async fn list(
    state: &AppState,
    context: &RequestContext,
    project_id: String,
    filter: EnvironmentFilter,
    paging: Paging,
) -> Result<models::EnvironmentPage> {
    let (rows, total) = read_in_project(state, context, project_id, move |conn, project, _| {
        store::environments::list(conn, &project.id, &filter, paging)
    })
    .await?;
    let items = rows.into_iter().map(environment_model).collect::<Result<_>>()?;
    Ok(models::EnvironmentPage::new(items, total, paging.limit, paging.offset))
}

pub async fn get(state: &AppState, context: &RequestContext, id: String) -> Result<models::Environment> {
    let account_id = context.principal()?.account_id.clone();
    state.db.read(move |conn| visible_environment(conn, &account_id, &id)).await.and_then(environment_model)
}

/// Replaces name, base URL and variables (left-out variables: none).
pub async fn replace(
    state: &AppState,
    context: &RequestContext,
    id: String,
    input: models::EnvironmentInput,
) -> Result<models::Environment> {
    let account_id = context.principal()?.account_id.clone();
    let valid = Valid::checked(input, state).await?;
    state
        .db
        .write(move |tx| {
            visible_environment(tx, &account_id, &id)?;
            store::environments::replace(tx, &id, &valid.fields(&time::now_text()))?;
            visible_environment(tx, &account_id, &id)
        })
        .await
        .and_then(environment_model)
}

pub async fn delete(state: &AppState, context: &RequestContext, id: String) -> Result<models::Deleted> {
    let account_id = context.principal()?.account_id.clone();
    let environment_id = id.clone();
    state
        .db
        .write(move |tx| {
            visible_environment(tx, &account_id, &environment_id)?;
            if store::runs::environment_in_live_run(tx, &environment_id)? {
                return Err(Error::new(
                    crate::error::Kind::InvalidState,
                    "A run that has not finished uses this environment; stop it or wait for it to end.",
                ));
            }
            store::environments::delete(tx, &environment_id)
        })
        .await?;
    Ok(models::Deleted::new(id, true))
}

/// An environment input that passed the rules the schema cannot state.
struct Valid {
    name: String,
    base_url: String,
    /// The variables as stored: a JSON object, keys in order.
    variables: String,
    /// The secret variables, when given: their names (a JSON array) and values sealed.
    secrets: Option<(String, Vec<u8>)>,
}

impl Valid {
    /// Checks every field, then that runs may reach the base URL's host; seals the secrets.
    async fn checked(input: models::EnvironmentInput, state: &AppState) -> Result<Valid> {
        let targets: &TargetPolicy = &state.targets;
        let valid = Valid::from_input(input, &state.data_key)?;
        let url = Url::parse(&valid.base_url).map_err(Error::internal)?;
        match targets.refusal_of_host(&url).await {
            Some(refusal) => Err(Error::invalid("/baseUrl", format!("is refused: {refusal}"))),
            None => Ok(valid),
        }
    }

    /// Checks every field and reports every fault at once.
    fn from_input(input: models::EnvironmentInput, data_key: &DataKey) -> Result<Valid> {
        let mut errors = Vec::new();
        let name = input.name.trim().to_string();
        if name.is_empty() {
            errors.push(FieldError::new("/name", "must not be blank"));
        }
        let base_url = input.base_url.trim().to_string();
        if let Err(message) = check_base_url(&base_url) {
            errors.push(FieldError::new("/baseUrl", message));
        }
        let variables: BTreeMap<String, String> = input.variables.unwrap_or_default().into_iter().collect();
        check_variable_names("/variables", variables.keys(), &mut errors);
        let secrets: Option<BTreeMap<String, String>> = input.secret_variables.map(|s| s.into_iter().collect());
        if let Some(secrets) = &secrets {
            check_variable_names("/secretVariables", secrets.keys(), &mut errors);
            for name in secrets.keys().filter(|name| variables.contains_key(*name)) {
                let field = format!("/secretVariables/{}", pointer_token(name));
                errors.push(FieldError::new(field, "is a plain variable too: give each name once"));
            }
        }
        if !errors.is_empty() {
            return Err(Error::invalid_fields(errors));
        }
        let variables = serde_json::to_string(&variables).map_err(Error::internal)?;
        let secrets = match secrets {
            Some(secrets) => {
                let names: Vec<&String> = secrets.keys().collect();
                let names = serde_json::to_string(&names).map_err(Error::internal)?;
                let values = serde_json::to_vec(&secrets).map_err(Error::internal)?;
                Some((names, data_key.seal(&values)))
            }
            None => None,
        };
        Ok(Valid { name, base_url, variables, secrets })
    }

    fn fields<'a>(&'a self, now: &'a str) -> EnvironmentFields<'a> {
        let secrets = self.secrets.as_ref().map(|(names, sealed)| (names.as_str(), sealed.as_slice()));
        EnvironmentFields { name: &self.name, base_url: &self.base_url, variables: &self.variables, secrets, now }
    }
}

/// An absolute `http` or `https` URL with a host: what a run can send requests to.
fn check_base_url(text: &str) -> std::result::Result<(), String> {
    let example = "e.g. https://staging.example.com";
    let url = match Url::parse(text) {
        Ok(url) => url,
        Err(url::ParseError::RelativeUrlWithoutBase) => {
            return Err(format!("must be an absolute http(s) URL with a host, {example}"))
        }
        Err(e) => return Err(format!("is not a valid URL ({e}); {example}")),
    };
    if !matches!(url.scheme(), "http" | "https") {
        return Err(format!("must use http or https, not {:?}; {example}", url.scheme()));
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err(format!("must name a host, {example}"));
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err("must not hold credentials: keep them in a test account and send them with \
                    {{account.username}} and {{account.password}}"
            .into());
    }
    Ok(())
}

/// Checks each name of a variables map (at `field`) with [`check_variable_name`].
fn check_variable_names<'a>(field: &str, names: impl Iterator<Item = &'a String>, errors: &mut Vec<FieldError>) {
    for name in names {
        if let Err(message) = check_variable_name(name) {
            // A name too long to repeat is reported on the map itself.
            let at = match name.chars().count() > MAX_VARIABLE_NAME {
                true => field.to_string(),
                false => format!("{field}/{}", pointer_token(name)),
            };
            errors.push(FieldError::new(at, message));
        }
    }
}

/// What a `{{name}}` placeholder can refer to: no braces, no whitespace, no control
/// characters, not empty, at most [`MAX_VARIABLE_NAME`] characters.
fn check_variable_name(name: &str) -> std::result::Result<(), &'static str> {
    if name.is_empty() {
        return Err("a variable name must not be empty");
    }
    if name.chars().count() > MAX_VARIABLE_NAME {
        return Err("a variable name must be at most 100 characters long");
    }
    if name.chars().any(char::is_control) {
        return Err("a variable name must not contain control characters");
    }
    if name.chars().any(|c| c == '{' || c == '}' || c.is_whitespace()) {
        return Err("a variable name must not contain `{`, `}` or whitespace (it is used as `{{name}}`)");
    }
    Ok(())
}

const MAX_VARIABLE_NAME: usize = 100;

/// `name` as one token of a JSON pointer (RFC 6901): `~` → `~0`, `/` → `~1`.
fn pointer_token(name: &str) -> String {
    name.replace('~', "~0").replace('/', "~1")
}

/// The environment if the caller is in its project's team; "not found" otherwise.
fn visible_environment(conn: &Conn, account_id: &str, id: &str) -> Result<EnvironmentRow> {
    store::environments::get_visible(conn, account_id, id)?.ok_or_else(|| Error::not_found("environment"))
}

fn environment_model(row: EnvironmentRow) -> Result<models::Environment> {
    let corrupt =
        |e: serde_json::Error| Error::internal(anyhow::anyhow!("stored variables of environment {}: {e}", row.id));
    let variables: HashMap<String, String> = serde_json::from_str(&row.variables).map_err(corrupt)?;
    let secret_names: Vec<String> = serde_json::from_str(&row.secret_names).map_err(corrupt)?;
    Ok(models::Environment::new(
        row.id,
        row.project_id,
        row.name,
        row.base_url,
        variables,
        row.created_at,
        row.updated_at,
        secret_names,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_urls_must_be_absolute_http_with_a_host() {
        for good in ["https://staging.example.com", "http://127.0.0.1:8080/api/", "https://x.test/a?b=c"] {
            assert!(check_base_url(good).is_ok(), "{good}");
        }
        for bad in [
            "ftp://x",
            "not a url",
            "/x",
            "x.example.com",
            "https://",
            "http://",
            "mailto:a@b.c",
            "",
            "https://admin:hunter2@staging.example.com",
            "https://token@staging.example.com",
        ] {
            assert!(check_base_url(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn variable_names_fit_in_placeholders() {
        assert!(check_variable_name("api.token_2").is_ok());
        for bad in ["", "a b", "a{", "}", "tab\there", "line\n"] {
            assert!(check_variable_name(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn pointer_tokens_escape_slash_and_tilde() {
        assert_eq!(pointer_token("a/b~c"), "a~1b~0c");
    }
}
