"""The questions a scenario may ask: their declarations and params, and answering them from the end state."""
