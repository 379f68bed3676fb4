"""Effects: the core's ops and their params, performing them (instant), prevention, filters and conditions,
triggered effects and the chain, and the store that indexes the effects activated in one run."""
