import ArgumentParser

extension CommandGroup {
    /// Food, energy and the body.
    static let health = CommandGroup(
        name: "Health",
        subcommands: [
            EatCommand.self, MealCommand.self, FoodsCommand.self, RecipeCommand.self, WeightCommand.self, EnergyCommand.self,
            ActivityCommand.self,
            HealthDataCommand.self,
        ])
}
